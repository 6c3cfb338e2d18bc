import type { SiteCatalogue } from './en.js'

/** German (de) texts of the secure site's e-mails and pages. */
const de: SiteCatalogue = {
  'otp.subject.login': 'Dein Anmeldecode',
  'otp.subject.update_primary': 'Bestätige die Änderung deiner E-Mail',
  'otp.subject.update_secondary': 'Bestätige deine neue E-Mail-Adresse',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Gib diesen Code im Fenster von {siteName} ein, um fortzufahren. Er läuft in {minutes, plural, one {# Minute} other {# Minuten}} ab und funktioniert nur einmal.',
  'otp.ignore': 'Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne den Code kann sich niemand anmelden.',

  'device.subject': 'Neues Gerät bestätigen',
  'device.intro': 'Jemand meldet sich in einem neuen Browser bei deinem Wallet an.',
  'device.site': 'Website: {site}',
  'device.browser': 'Browser: {browser}',
  'device.time': 'Zeit: {time}',
  'device.ifYouText': 'Wenn du es bist, öffne diesen Link und klicke auf „Bestätigen“: {link}',
  'device.ifYouHtml': 'Wenn du es bist, {linkStart}öffne diesen Link und klicke auf „Bestätigen“{linkEnd}.',
  'device.ifNot':
    'Wenn du es nicht warst, öffne den Link und klicke auf „Das war ich nicht“ oder ignoriere diese E-Mail. Der Link funktioniert einmal und läuft in 10 Minuten ab.',

  'who.siteUnnamed': 'nicht genannt',
  'who.browserOnSystem': '{browser} unter {system}',
  'who.someBrowserOnSystem': 'ein Browser unter {system}',
  'who.unknownBrowser': 'ein unbekannter Browser',

  'page.sentence': '{text}.',
  'page.approve.title': 'Neues Gerät bestätigen?',
  'page.approve.intro': 'Ein neuer Browser möchte sich bei deinem Wallet anmelden. Bestätige ihn nur, wenn du dich gerade selbst anmeldest.',
  'page.approve.site': 'Website',
  'page.approve.browser': 'Browser',
  'page.approve.time': 'Zeit',
  'page.approve.codeHint':
    'Für dieses Wallet ist die Zwei-Schritt-Verifizierung aktiv: Gib den Code aus deiner Authenticator-App oder einen deiner Wiederherstellungscodes ein.',
  'page.approve.codeLabel': 'Code aus deiner Authenticator-App',
  'page.approve.deny': 'Das war ich nicht',
  'page.approve.approve': 'Bestätigen',
  'page.approve.attemptsLeft': '{count, plural, one {Noch # Versuch} other {Noch # Versuche}}.',
  'page.expired.title': 'Link abgelaufen',
  'page.ended.title': 'Anfrage beendet',
  'page.ended.tooManyCodes': '{reason}: Melde dich im neuen Browser erneut an, um einen neuen Link zu erhalten.',
  'page.ended.denied': 'Mit dieser Anfrage kann sich niemand anmelden. Dein Wallet bleibt, wie es war.',
  'page.approved.title': 'Gerät bestätigt',
  'page.approved.body': 'Kehre zur Website zurück: Ein Anmeldecode ist auf dem Weg in dein Postfach.',

  'error.DEVICE_APPROVAL_INVALID': 'Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet',
  'error.EMAIL_SEND_FAILED': 'Der Code konnte nicht gesendet werden. Versuche es erneut',
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {Bitte versuche es in # Sekunde erneut} other {Bitte versuche es in # Sekunden erneut}}',
  'error.TWO_STEP_CODE_INVALID': 'Falscher Code',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Zu viele falsche Codes. Fang neu an',
  'error.TWO_STEP_EXPIRED': 'Diese Prüfung ist abgelaufen oder wurde bereits verwendet. Fang neu an',
  'error.TWO_STEP_REQUIRED': 'Bestätige zuerst mit deiner Authenticator-App oder einem Wiederherstellungscode, dass du es bist',

  'oauth.connecting': 'Verbindung mit {provider} wird hergestellt …',
  'oauth.yourAccount': 'deinem Konto',
  'oauth.opening': 'Die Anmeldeseite wird geöffnet. Lass dieses Fenster offen.',
  'oauth.expired.title': 'Diese Anmeldung ist abgelaufen',
  'oauth.expired.body': 'Schließe dieses Fenster und beginne auf der Website von vorn.',
  'oauth.cancelled': 'Anmeldung mit {provider} abgebrochen',
  'oauth.signedIn': 'Angemeldet mit {provider}',
  'oauth.returning': 'Zurück zur Website …',
  'oauth.noOpener': 'Kehre zur Website zurück, um die Anmeldung abzuschließen.',
  'oauth.closing': 'Angemeldet. Dieses Fenster schließt sich von selbst.',
}

export default de
