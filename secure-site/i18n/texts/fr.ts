import type { SiteCatalogue } from './en.js'

/** French (fr) texts of the secure site's e-mails and pages. */
const fr: SiteCatalogue = {
  'otp.subject.login': 'Votre code de connexion',
  'otp.subject.update_primary': 'Confirmez le changement de votre e-mail',
  'otp.subject.update_secondary': 'Confirmez votre nouvelle adresse e-mail',
  'otp.codeLabel': '{subject} :',
  'otp.enter':
    'Saisissez ce code dans la fenêtre de {siteName} pour continuer. Il expire dans {minutes, plural, one {# minute} many {# minutes} other {# minutes}} et ne fonctionne qu’une fois.',
  'otp.ignore': 'Si vous ne l’avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans le code.',

  'device.subject': 'Approuvez un nouvel appareil',
  'device.intro': 'Quelqu’un se connecte à votre wallet depuis un nouveau navigateur.',
  'device.site': 'Site : {site}',
  'device.browser': 'Navigateur : {browser}',
  'device.time': 'Heure : {time}',
  'device.ifYouText': 'Si c’est vous, ouvrez ce lien et cliquez sur Approuver : {link}',
  'device.ifYouHtml': 'Si c’est vous, {linkStart}ouvrez ce lien et cliquez sur Approuver{linkEnd}.',
  'device.ifNot':
    'Si ce n’était pas vous, ouvrez le lien et cliquez sur Ce n’était pas moi, ou ignorez cet e-mail. Le lien fonctionne une fois et expire dans 10 minutes.',

  'who.siteUnnamed': 'non indiqué',
  'who.browserOnSystem': '{browser} sous {system}',
  'who.someBrowserOnSystem': 'un navigateur sous {system}',
  'who.unknownBrowser': 'un navigateur inconnu',

  'page.sentence': '{text}.',
  'page.approve.title': 'Approuver un nouvel appareil ?',
  'page.approve.intro': 'Un nouveau navigateur demande à se connecter à votre wallet. Approuvez-le uniquement si vous êtes en train de vous connecter.',
  'page.approve.site': 'Site',
  'page.approve.browser': 'Navigateur',
  'page.approve.time': 'Heure',
  'page.approve.codeHint':
    'La validation en deux étapes est activée pour ce wallet : saisissez le code de votre application d’authentification, ou l’un de vos codes de récupération.',
  'page.approve.codeLabel': 'Code de votre application d’authentification',
  'page.approve.deny': 'Ce n’était pas moi',
  'page.approve.approve': 'Approuver',
  'page.approve.attemptsLeft': '{count, plural, one {# essai restant} many {# essais restants} other {# essais restants}}.',
  'page.expired.title': 'Lien expiré',
  'page.ended.title': 'Demande terminée',
  'page.ended.tooManyCodes': '{reason} : reconnectez-vous depuis le nouveau navigateur pour recevoir un nouveau lien.',
  'page.ended.denied': 'Personne ne peut se connecter avec cette demande. Votre wallet reste tel quel.',
  'page.approved.title': 'Appareil approuvé',
  'page.approved.body': 'Retournez sur le site : un code de connexion est en route vers votre boîte de réception.',

  'error.DEVICE_APPROVAL_INVALID': 'Ce lien d’approbation a expiré ou a déjà été utilisé',
  'error.EMAIL_SEND_FAILED': 'Le code n’a pas pu être envoyé. Réessayez',
  'error.EMAIL_COOLDOWN':
    '{seconds, plural, one {Veuillez réessayer dans # seconde} many {Veuillez réessayer dans # secondes} other {Veuillez réessayer dans # secondes}}',
  'error.TWO_STEP_CODE_INVALID': 'Code incorrect',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Trop de codes incorrects. Recommencez',
  'error.TWO_STEP_EXPIRED': 'Cette vérification a expiré ou a déjà été utilisée. Recommencez',
  'error.TWO_STEP_REQUIRED': 'Confirmez d’abord que c’est bien vous avec votre application d’authentification ou un code de récupération',

  'oauth.connecting': 'Connexion à {provider}…',
  'oauth.yourAccount': 'votre compte',
  'oauth.opening': 'Ouverture de la page de connexion. Gardez cette fenêtre ouverte.',
  'oauth.expired.title': 'Cette connexion a expiré',
  'oauth.expired.body': 'Fermez cette fenêtre et recommencez depuis le site.',
  'oauth.cancelled': 'Connexion avec {provider} annulée',
  'oauth.signedIn': 'Connecté avec {provider}',
  'oauth.returning': 'Retour au site…',
  'oauth.noOpener': 'Retournez sur le site pour terminer la connexion.',
  'oauth.closing': 'Connecté. Cette fenêtre se ferme d’elle-même.',
}

export default fr
