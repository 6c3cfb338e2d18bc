import type { SiteCatalogue } from './en.js'

/** Spanish (es) texts of the secure site's e-mails and pages. */
const es: SiteCatalogue = {
  'otp.subject.login': 'Tu código de acceso',
  'otp.subject.update_primary': 'Confirma el cambio de tu correo electrónico',
  'otp.subject.update_secondary': 'Confirma tu nueva dirección de correo electrónico',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Introduce este código en la ventana de {siteName} para continuar. Caduca en {minutes, plural, one {# minuto} many {# minutos} other {# minutos}} y solo funciona una vez.',
  'otp.ignore': 'Si no lo has pedido, ignora este correo: nadie puede iniciar sesión sin el código.',

  'device.subject': 'Aprueba un nuevo dispositivo',
  'device.intro': 'Alguien está iniciando sesión en tu billetera desde un navegador nuevo.',
  'device.site': 'Sitio: {site}',
  'device.browser': 'Navegador: {browser}',
  'device.time': 'Hora: {time}',
  'device.ifYouText': 'Si eres tú, abre este enlace y haz clic en Aprobar: {link}',
  'device.ifYouHtml': 'Si eres tú, {linkStart}abre este enlace y haz clic en Aprobar{linkEnd}.',
  'device.ifNot': 'Si no fuiste tú, abre el enlace y haz clic en No fui yo, o ignora este correo. El enlace funciona una vez y caduca en 10 minutos.',

  'who.siteUnnamed': 'sin indicar',
  'who.browserOnSystem': '{browser} en {system}',
  'who.someBrowserOnSystem': 'un navegador en {system}',
  'who.unknownBrowser': 'un navegador desconocido',

  'page.sentence': '{text}.',
  'page.approve.title': '¿Aprobar un nuevo dispositivo?',
  'page.approve.intro': 'Un navegador nuevo ha pedido iniciar sesión en tu billetera. Apruébalo solo si estás iniciando sesión ahora mismo.',
  'page.approve.site': 'Sitio',
  'page.approve.browser': 'Navegador',
  'page.approve.time': 'Hora',
  'page.approve.codeHint':
    'La verificación en dos pasos está activada en esta billetera: introduce el código de tu app de autenticación o uno de tus códigos de recuperación.',
  'page.approve.codeLabel': 'Código de tu app de autenticación',
  'page.approve.deny': 'No fui yo',
  'page.approve.approve': 'Aprobar',
  'page.approve.attemptsLeft': '{count, plural, one {Queda # intento} many {Quedan # intentos} other {Quedan # intentos}}.',
  'page.expired.title': 'Enlace caducado',
  'page.ended.title': 'Solicitud cancelada',
  'page.ended.tooManyCodes': '{reason}: vuelve a iniciar sesión desde el navegador nuevo para recibir otro enlace.',
  'page.ended.denied': 'Nadie puede iniciar sesión con esa solicitud. Tu billetera sigue como estaba.',
  'page.approved.title': 'Dispositivo aprobado',
  'page.approved.body': 'Vuelve al sitio: un código de acceso va de camino a tu bandeja de entrada.',

  'error.DEVICE_APPROVAL_INVALID': 'Este enlace de aprobación caducó o ya se usó',
  'error.EMAIL_SEND_FAILED': 'No se pudo enviar el código. Reinténtalo',
  'error.EMAIL_COOLDOWN':
    '{seconds, plural, one {Vuelve a intentarlo dentro de # segundo} many {Vuelve a intentarlo dentro de # segundos} other {Vuelve a intentarlo dentro de # segundos}}',
  'error.TWO_STEP_CODE_INVALID': 'Código incorrecto',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Demasiados códigos incorrectos. Empieza de nuevo',
  'error.TWO_STEP_EXPIRED': 'Esta comprobación caducó o ya se usó. Empieza de nuevo',
  'error.TWO_STEP_REQUIRED': 'Primero confirma que eres tú con tu app de autenticación o un código de recuperación',

  'oauth.connecting': 'Conectando con {provider}…',
  'oauth.yourAccount': 'tu cuenta',
  'oauth.opening': 'Abriendo la página de inicio de sesión. Mantén esta ventana abierta.',
  'oauth.expired.title': 'Este inicio de sesión ha caducado',
  'oauth.expired.body': 'Cierra esta ventana y vuelve a empezar desde el sitio.',
  'oauth.cancelled': 'Inicio de sesión con {provider} cancelado',
  'oauth.signedIn': 'Sesión iniciada con {provider}',
  'oauth.returning': 'Volviendo al sitio…',
  'oauth.noOpener': 'Vuelve al sitio para terminar de iniciar sesión.',
  'oauth.closing': 'Sesión iniciada. Esta ventana se cierra sola.',
}

export default es
