import type { SiteCatalogue } from './en.js'

/** Polish (pl) texts of the secure site's e-mails and pages. */
const pl: SiteCatalogue = {
  'otp.subject.login': 'Twój kod logowania',
  'otp.subject.update_primary': 'Potwierdź zmianę adresu e-mail',
  'otp.subject.update_secondary': 'Potwierdź nowy adres e-mail',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Wpisz ten kod w oknie {siteName}, aby kontynuować. Wygasa za {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}} i działa tylko raz.',
  'otp.ignore': 'Jeśli nie prosiłeś o niego, zignoruj tę wiadomość: bez kodu nikt się nie zaloguje.',

  'device.subject': 'Zatwierdź nowe urządzenie',
  'device.intro': 'Ktoś loguje się do Twojego portfela z nowej przeglądarki.',
  'device.site': 'Strona: {site}',
  'device.browser': 'Przeglądarka: {browser}',
  'device.time': 'Czas: {time}',
  'device.ifYouText': 'Jeśli to Ty, otwórz ten link i kliknij Zatwierdź: {link}',
  'device.ifYouHtml': 'Jeśli to Ty, {linkStart}otwórz ten link i kliknij Zatwierdź{linkEnd}.',
  'device.ifNot': 'Jeśli to nie Ty, otwórz link i kliknij To nie ja albo zignoruj tę wiadomość. Link działa raz i wygasa za 10 minut.',

  'who.siteUnnamed': 'nie podano',
  'who.browserOnSystem': '{browser} w systemie {system}',
  'who.someBrowserOnSystem': 'przeglądarka w systemie {system}',
  'who.unknownBrowser': 'nieznana przeglądarka',

  'page.sentence': '{text}.',
  'page.approve.title': 'Zatwierdzić nowe urządzenie?',
  'page.approve.intro': 'Nowa przeglądarka prosi o zalogowanie do Twojego portfela. Zatwierdź ją tylko wtedy, gdy właśnie się logujesz.',
  'page.approve.site': 'Strona',
  'page.approve.browser': 'Przeglądarka',
  'page.approve.time': 'Czas',
  'page.approve.codeHint': 'Ten portfel ma włączoną weryfikację dwuetapową: wpisz kod z aplikacji uwierzytelniającej albo jeden ze swoich kodów odzyskiwania.',
  'page.approve.codeLabel': 'Kod z aplikacji uwierzytelniającej',
  'page.approve.deny': 'To nie ja',
  'page.approve.approve': 'Zatwierdź',
  'page.approve.attemptsLeft': '{count, plural, one {Została # próba} few {Zostały # próby} many {Zostało # prób} other {Zostało # próby}}.',
  'page.expired.title': 'Link wygasł',
  'page.ended.title': 'Prośba zakończona',
  'page.ended.tooManyCodes': '{reason}: zaloguj się ponownie w nowej przeglądarce, aby otrzymać nowy link.',
  'page.ended.denied': 'Nikt nie zaloguje się za pomocą tej prośby. Twój portfel pozostaje bez zmian.',
  'page.approved.title': 'Urządzenie zatwierdzone',
  'page.approved.body': 'Wróć na stronę: kod logowania jest już w drodze do Twojej skrzynki.',

  'error.DEVICE_APPROVAL_INVALID': 'Ten link zatwierdzający wygasł lub został już użyty',
  'error.EMAIL_SEND_FAILED': 'Nie udało się wysłać kodu. Spróbuj ponownie',
  'error.EMAIL_COOLDOWN':
    '{seconds, plural, one {Spróbuj ponownie za # sekundę} few {Spróbuj ponownie za # sekundy} many {Spróbuj ponownie za # sekund} other {Spróbuj ponownie za # sekundy}}',
  'error.TWO_STEP_CODE_INVALID': 'Nieprawidłowy kod',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Zbyt wiele nieprawidłowych kodów. Zacznij od nowa',
  'error.TWO_STEP_EXPIRED': 'Ta weryfikacja wygasła lub została już użyta. Zacznij od nowa',
  'error.TWO_STEP_REQUIRED': 'Najpierw potwierdź, że to Ty, kodem z aplikacji uwierzytelniającej lub kodem odzyskiwania',

  'oauth.connecting': 'Łączenie z {provider}…',
  'oauth.yourAccount': 'Twoim kontem',
  'oauth.opening': 'Otwieramy stronę logowania. Nie zamykaj tego okna.',
  'oauth.expired.title': 'To logowanie wygasło',
  'oauth.expired.body': 'Zamknij to okno i zacznij od nowa na stronie.',
  'oauth.cancelled': 'Anulowano logowanie przez {provider}',
  'oauth.signedIn': 'Zalogowano przez {provider}',
  'oauth.returning': 'Wracamy na stronę…',
  'oauth.noOpener': 'Wróć na stronę, aby dokończyć logowanie.',
  'oauth.closing': 'Zalogowano. To okno zamknie się samo.',
}

export default pl
