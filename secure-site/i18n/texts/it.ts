import type { SiteCatalogue } from './en.js'

/** Italian (it) texts of the secure site's e-mails and pages. */
const it: SiteCatalogue = {
  'otp.subject.login': 'Il tuo codice di accesso',
  'otp.subject.update_primary': 'Conferma la modifica della tua e-mail',
  'otp.subject.update_secondary': 'Conferma il tuo nuovo indirizzo e-mail',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Inserisci questo codice nella finestra di {siteName} per continuare. Scade tra {minutes, plural, one {# minuto} many {# minuti} other {# minuti}} e funziona una sola volta.',
  'otp.ignore': 'Se non l’hai richiesto, ignora questa e-mail: nessuno può accedere senza il codice.',

  'device.subject': 'Approva un nuovo dispositivo',
  'device.intro': 'Qualcuno sta accedendo al tuo wallet da un nuovo browser.',
  'device.site': 'Sito: {site}',
  'device.browser': 'Browser: {browser}',
  'device.time': 'Ora: {time}',
  'device.ifYouText': 'Se sei tu, apri questo link e fai clic su Approva: {link}',
  'device.ifYouHtml': 'Se sei tu, {linkStart}apri questo link e fai clic su Approva{linkEnd}.',
  'device.ifNot':
    'Se non sei stato tu, apri il link e fai clic su Non sono stato io, oppure ignora questa e-mail. Il link funziona una volta e scade tra 10 minuti.',

  'who.siteUnnamed': 'non indicato',
  'who.browserOnSystem': '{browser} su {system}',
  'who.someBrowserOnSystem': 'un browser su {system}',
  'who.unknownBrowser': 'un browser sconosciuto',

  'page.sentence': '{text}.',
  'page.approve.title': 'Approvare un nuovo dispositivo?',
  'page.approve.intro': 'Un nuovo browser ha chiesto di accedere al tuo wallet. Approvalo solo se stai accedendo proprio adesso.',
  'page.approve.site': 'Sito',
  'page.approve.browser': 'Browser',
  'page.approve.time': 'Ora',
  'page.approve.codeHint':
    'La verifica in due passaggi è attiva per questo wallet: inserisci il codice della tua app di autenticazione o uno dei tuoi codici di recupero.',
  'page.approve.codeLabel': 'Codice della tua app di autenticazione',
  'page.approve.deny': 'Non sono stato io',
  'page.approve.approve': 'Approva',
  'page.approve.attemptsLeft': '{count, plural, one {Resta # tentativo} many {Restano # tentativi} other {Restano # tentativi}}.',
  'page.expired.title': 'Link scaduto',
  'page.ended.title': 'Richiesta chiusa',
  'page.ended.tooManyCodes': '{reason}: accedi di nuovo dal nuovo browser per ricevere un nuovo link.',
  'page.ended.denied': 'Nessuno può accedere con quella richiesta. Il tuo wallet resta com’era.',
  'page.approved.title': 'Dispositivo approvato',
  'page.approved.body': 'Torna al sito: un codice di accesso sta arrivando nella tua casella di posta.',

  'error.DEVICE_APPROVAL_INVALID': 'Questo link di approvazione è scaduto o è già stato usato',
  'error.EMAIL_SEND_FAILED': 'Impossibile inviare il codice. Riprova',
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {Riprova tra # secondo} many {Riprova tra # secondi} other {Riprova tra # secondi}}',
  'error.TWO_STEP_CODE_INVALID': 'Codice errato',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Troppi codici errati. Ricomincia',
  'error.TWO_STEP_EXPIRED': 'Questa verifica è scaduta o è già stata usata. Ricomincia',
  'error.TWO_STEP_REQUIRED': 'Prima conferma che sei tu con la tua app di autenticazione o un codice di recupero',

  'oauth.connecting': 'Connessione con {provider}…',
  'oauth.yourAccount': 'il tuo account',
  'oauth.opening': 'Apertura della pagina di accesso. Tieni aperta questa finestra.',
  'oauth.expired.title': 'Questo accesso è scaduto',
  'oauth.expired.body': 'Chiudi questa finestra e ricomincia dal sito.',
  'oauth.cancelled': 'Accesso con {provider} annullato',
  'oauth.signedIn': 'Accesso effettuato con {provider}',
  'oauth.returning': 'Ritorno al sito…',
  'oauth.noOpener': 'Torna al sito per completare l’accesso.',
  'oauth.closing': 'Accesso effettuato. Questa finestra si chiude da sola.',
}

export default it
