import type { SiteCatalogue } from './en.js'

/** Russian (ru) texts of the secure site's e-mails and pages. */
const ru: SiteCatalogue = {
  'otp.subject.login': 'Ваш код для входа',
  'otp.subject.update_primary': 'Подтвердите смену e-mail',
  'otp.subject.update_secondary': 'Подтвердите новый адрес e-mail',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Введите этот код в окне {siteName}, чтобы продолжить. Он действует {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}} и только один раз.',
  'otp.ignore': 'Если вы его не запрашивали, просто проигнорируйте это письмо: без кода никто не сможет войти.',

  'device.subject': 'Подтвердите новое устройство',
  'device.intro': 'Кто-то входит в ваш кошелёк из нового браузера.',
  'device.site': 'Сайт: {site}',
  'device.browser': 'Браузер: {browser}',
  'device.time': 'Время: {time}',
  'device.ifYouText': 'Если это вы, откройте эту ссылку и нажмите «Подтвердить»: {link}',
  'device.ifYouHtml': 'Если это вы, {linkStart}откройте эту ссылку и нажмите «Подтвердить»{linkEnd}.',
  'device.ifNot':
    'Если это были не вы, откройте ссылку и нажмите «Это был не я» или проигнорируйте это письмо. Ссылка срабатывает один раз и действует 10 минут.',

  'who.siteUnnamed': 'не указан',
  'who.browserOnSystem': '{browser} на {system}',
  'who.someBrowserOnSystem': 'браузер на {system}',
  'who.unknownBrowser': 'неизвестный браузер',

  'page.sentence': '{text}.',
  'page.approve.title': 'Подтвердить новое устройство?',
  'page.approve.intro': 'Новый браузер запросил вход в ваш кошелёк. Подтверждайте, только если вы входите прямо сейчас.',
  'page.approve.site': 'Сайт',
  'page.approve.browser': 'Браузер',
  'page.approve.time': 'Время',
  'page.approve.codeHint':
    'Для этого кошелька включена двухэтапная проверка: введите код из приложения-аутентификатора или один из ваших кодов восстановления.',
  'page.approve.codeLabel': 'Код из приложения-аутентификатора',
  'page.approve.deny': 'Это был не я',
  'page.approve.approve': 'Подтвердить',
  'page.approve.attemptsLeft': '{count, plural, one {Осталась # попытка} few {Осталось # попытки} many {Осталось # попыток} other {Осталось # попытки}}.',
  'page.expired.title': 'Ссылка устарела',
  'page.ended.title': 'Запрос отменён',
  'page.ended.tooManyCodes': '{reason}: войдите снова из нового браузера, чтобы получить новую ссылку.',
  'page.ended.denied': 'С этим запросом никто не сможет войти. Ваш кошелёк остаётся как был.',
  'page.approved.title': 'Устройство подтверждено',
  'page.approved.body': 'Вернитесь на сайт: код для входа уже отправлен на вашу почту.',

  'error.DEVICE_APPROVAL_INVALID': 'Срок действия ссылки для подтверждения истёк или она уже использована',
  'error.EMAIL_SEND_FAILED': 'Не удалось отправить код. Повторите попытку',
  'error.EMAIL_COOLDOWN':
    '{seconds, plural, one {Повторите попытку через # секунду} few {Повторите попытку через # секунды} many {Повторите попытку через # секунд} other {Повторите попытку через # секунды}}',
  'error.TWO_STEP_CODE_INVALID': 'Неверный код',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Слишком много неверных кодов. Начните заново',
  'error.TWO_STEP_EXPIRED': 'Срок действия этой проверки истёк или она уже использована. Начните заново',
  'error.TWO_STEP_REQUIRED': 'Сначала подтвердите, что это вы, кодом из приложения-аутентификатора или кодом восстановления',

  'oauth.connecting': 'Подключение к {provider}…',
  'oauth.yourAccount': 'вашему аккаунту',
  'oauth.opening': 'Открываем страницу входа. Не закрывайте это окно.',
  'oauth.expired.title': 'Срок этого входа истёк',
  'oauth.expired.body': 'Закройте это окно и начните заново на сайте.',
  'oauth.cancelled': 'Вход через {provider} отменён',
  'oauth.signedIn': 'Вход выполнен через {provider}',
  'oauth.returning': 'Возвращаемся на сайт…',
  'oauth.noOpener': 'Вернитесь на сайт, чтобы завершить вход.',
  'oauth.closing': 'Вход выполнен. Это окно закроется само.',
}

export default ru
