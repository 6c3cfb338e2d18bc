import type { SiteCatalogue } from './en.js'

/** Ukrainian (uk) texts of the secure site's e-mails and pages. */
const uk: SiteCatalogue = {
  'otp.subject.login': 'Ваш код для входу',
  'otp.subject.update_primary': 'Підтвердьте зміну e-mail',
  'otp.subject.update_secondary': 'Підтвердьте нову адресу e-mail',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Введіть цей код у вікні {siteName}, щоб продовжити. Він діє {minutes, plural, one {# хвилину} few {# хвилини} many {# хвилин} other {# хвилини}} і лише один раз.',
  'otp.ignore': 'Якщо ви його не запитували, просто проігноруйте цей лист: без коду ніхто не зможе увійти.',

  'device.subject': 'Підтвердьте новий пристрій',
  'device.intro': 'Хтось входить у ваш гаманець з нового браузера.',
  'device.site': 'Сайт: {site}',
  'device.browser': 'Браузер: {browser}',
  'device.time': 'Час: {time}',
  'device.ifYouText': 'Якщо це ви, відкрийте це посилання й натисніть «Підтвердити»: {link}',
  'device.ifYouHtml': 'Якщо це ви, {linkStart}відкрийте це посилання й натисніть «Підтвердити»{linkEnd}.',
  'device.ifNot': 'Якщо це були не ви, відкрийте посилання й натисніть «Це був не я» або проігноруйте цей лист. Посилання спрацьовує один раз і діє 10 хвилин.',

  'who.siteUnnamed': 'не вказано',
  'who.browserOnSystem': '{browser} на {system}',
  'who.someBrowserOnSystem': 'браузер на {system}',
  'who.unknownBrowser': 'невідомий браузер',

  'page.sentence': '{text}.',
  'page.approve.title': 'Підтвердити новий пристрій?',
  'page.approve.intro': 'Новий браузер запросив вхід у ваш гаманець. Підтверджуйте, лише якщо ви входите просто зараз.',
  'page.approve.site': 'Сайт',
  'page.approve.browser': 'Браузер',
  'page.approve.time': 'Час',
  'page.approve.codeHint': 'Для цього гаманця ввімкнено двоетапну перевірку: введіть код із застосунку-автентифікатора або один зі своїх кодів відновлення.',
  'page.approve.codeLabel': 'Код із застосунку-автентифікатора',
  'page.approve.deny': 'Це був не я',
  'page.approve.approve': 'Підтвердити',
  'page.approve.attemptsLeft': '{count, plural, one {Залишилася # спроба} few {Залишилося # спроби} many {Залишилося # спроб} other {Залишилося # спроби}}.',
  'page.expired.title': 'Посилання застаріло',
  'page.ended.title': 'Запит скасовано',
  'page.ended.tooManyCodes': '{reason}: увійдіть знову з нового браузера, щоб отримати нове посилання.',
  'page.ended.denied': 'З цим запитом ніхто не зможе увійти. Ваш гаманець залишається таким, як був.',
  'page.approved.title': 'Пристрій підтверджено',
  'page.approved.body': 'Поверніться на сайт: код для входу вже надіслано на вашу пошту.',

  'error.DEVICE_APPROVAL_INVALID': 'Термін дії посилання для підтвердження минув або його вже використано',
  'error.EMAIL_SEND_FAILED': 'Не вдалося надіслати код. Спробуйте ще раз',
  'error.EMAIL_COOLDOWN':
    '{seconds, plural, one {Спробуйте ще раз через # секунду} few {Спробуйте ще раз через # секунди} many {Спробуйте ще раз через # секунд} other {Спробуйте ще раз через # секунди}}',
  'error.TWO_STEP_CODE_INVALID': 'Неправильний код',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Забагато неправильних кодів. Почніть спочатку',
  'error.TWO_STEP_EXPIRED': 'Термін дії цієї перевірки минув або її вже використано. Почніть спочатку',
  'error.TWO_STEP_REQUIRED': 'Спочатку підтвердьте, що це ви, кодом із застосунку-автентифікатора або кодом відновлення',

  'oauth.connecting': 'Підключення до {provider}…',
  'oauth.yourAccount': 'вашого облікового запису',
  'oauth.opening': 'Відкриваємо сторінку входу. Не закривайте це вікно.',
  'oauth.expired.title': 'Термін цього входу минув',
  'oauth.expired.body': 'Закрийте це вікно й почніть спочатку на сайті.',
  'oauth.cancelled': 'Вхід через {provider} скасовано',
  'oauth.signedIn': 'Вхід виконано через {provider}',
  'oauth.returning': 'Повертаємося на сайт…',
  'oauth.noOpener': 'Поверніться на сайт, щоб завершити вхід.',
  'oauth.closing': 'Вхід виконано. Це вікно закриється саме.',
}

export default uk
