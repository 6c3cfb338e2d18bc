import type { SiteCatalogue } from './en.js'

/** Dutch (nl) texts of the secure site's e-mails and pages. */
const nl: SiteCatalogue = {
  'otp.subject.login': 'Je inlogcode',
  'otp.subject.update_primary': 'Bevestig de wijziging van je e-mailadres',
  'otp.subject.update_secondary': 'Bevestig je nieuwe e-mailadres',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Voer deze code in het venster van {siteName} in om verder te gaan. Hij verloopt over {minutes, plural, one {# minuut} other {# minuten}} en werkt één keer.',
  'otp.ignore': 'Heb je er niet om gevraagd? Negeer dan deze e-mail: zonder de code kan niemand inloggen.',

  'device.subject': 'Keur een nieuw apparaat goed',
  'device.intro': 'Iemand logt in op je wallet vanuit een nieuwe browser.',
  'device.site': 'Site: {site}',
  'device.browser': 'Browser: {browser}',
  'device.time': 'Tijd: {time}',
  'device.ifYouText': 'Ben jij het? Open deze link en klik op Goedkeuren: {link}',
  'device.ifYouHtml': 'Ben jij het? {linkStart}Open deze link en klik op Goedkeuren{linkEnd}.',
  'device.ifNot': 'Was jij het niet? Open de link en klik op Dit was ik niet, of negeer deze e-mail. De link werkt één keer en verloopt over 10 minuten.',

  'who.siteUnnamed': 'niet genoemd',
  'who.browserOnSystem': '{browser} op {system}',
  'who.someBrowserOnSystem': 'een browser op {system}',
  'who.unknownBrowser': 'een onbekende browser',

  'page.sentence': '{text}.',
  'page.approve.title': 'Nieuw apparaat goedkeuren?',
  'page.approve.intro': 'Een nieuwe browser vroeg om in te loggen op je wallet. Keur hem alleen goed als je nu zelf aan het inloggen bent.',
  'page.approve.site': 'Site',
  'page.approve.browser': 'Browser',
  'page.approve.time': 'Tijd',
  'page.approve.codeHint': 'Verificatie in twee stappen staat aan voor deze wallet: voer de code uit je authenticator-app in, of een van je herstelcodes.',
  'page.approve.codeLabel': 'Code uit je authenticator-app',
  'page.approve.deny': 'Dit was ik niet',
  'page.approve.approve': 'Goedkeuren',
  'page.approve.attemptsLeft': '{count, plural, one {Nog # poging} other {Nog # pogingen}}.',
  'page.expired.title': 'Link verlopen',
  'page.ended.title': 'Verzoek beëindigd',
  'page.ended.tooManyCodes': '{reason}: log opnieuw in vanuit de nieuwe browser voor een nieuwe link.',
  'page.ended.denied': 'Met dat verzoek kan niemand inloggen. Je wallet blijft zoals hij was.',
  'page.approved.title': 'Apparaat goedgekeurd',
  'page.approved.body': 'Ga terug naar de site: er is een inlogcode onderweg naar je inbox.',

  'error.DEVICE_APPROVAL_INVALID': 'Deze goedkeuringslink is verlopen of al gebruikt',
  'error.EMAIL_SEND_FAILED': 'De code kon niet worden verstuurd. Probeer het opnieuw',
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {Probeer het over # seconde opnieuw} other {Probeer het over # seconden opnieuw}}',
  'error.TWO_STEP_CODE_INVALID': 'Onjuiste code',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Te veel onjuiste codes. Begin opnieuw',
  'error.TWO_STEP_EXPIRED': 'Deze controle is verlopen of al gebruikt. Begin opnieuw',
  'error.TWO_STEP_REQUIRED': 'Bevestig eerst dat jij het bent met je authenticator-app of een herstelcode',

  'oauth.connecting': 'Verbinden met {provider}…',
  'oauth.yourAccount': 'je account',
  'oauth.opening': 'De inlogpagina wordt geopend. Houd dit venster open.',
  'oauth.expired.title': 'Deze aanmelding is verlopen',
  'oauth.expired.body': 'Sluit dit venster en begin opnieuw vanaf de site.',
  'oauth.cancelled': 'Inloggen met {provider} geannuleerd',
  'oauth.signedIn': 'Ingelogd met {provider}',
  'oauth.returning': 'Terug naar de site…',
  'oauth.noOpener': 'Ga terug naar de site om het inloggen af te ronden.',
  'oauth.closing': 'Ingelogd. Dit venster sluit vanzelf.',
}

export default nl
