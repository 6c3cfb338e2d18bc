import type { SiteCatalogue } from './en.js'

/** Portuguese (Brazil, pt-BR) texts of the secure site's e-mails and pages. */
const ptBR: SiteCatalogue = {
  'otp.subject.login': 'Seu código de login',
  'otp.subject.update_primary': 'Confirme a alteração do seu e-mail',
  'otp.subject.update_secondary': 'Confirme seu novo endereço de e-mail',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Digite este código na janela de {siteName} para continuar. Ele expira em {minutes, plural, one {# minuto} many {# minutos} other {# minutos}} e funciona uma única vez.',
  'otp.ignore': 'Se você não pediu este código, ignore este e-mail: ninguém consegue entrar sem ele.',

  'device.subject': 'Aprove um novo dispositivo',
  'device.intro': 'Alguém está entrando na sua carteira a partir de um navegador novo.',
  'device.site': 'Site: {site}',
  'device.browser': 'Navegador: {browser}',
  'device.time': 'Horário: {time}',
  'device.ifYouText': 'Se for você, abra este link e clique em Aprovar: {link}',
  'device.ifYouHtml': 'Se for você, {linkStart}abra este link e clique em Aprovar{linkEnd}.',
  'device.ifNot': 'Se não foi você, abra o link e clique em Não fui eu, ou ignore este e-mail. O link funciona uma vez e expira em 10 minutos.',

  'who.siteUnnamed': 'não informado',
  'who.browserOnSystem': '{browser} no {system}',
  'who.someBrowserOnSystem': 'um navegador no {system}',
  'who.unknownBrowser': 'um navegador desconhecido',

  'page.sentence': '{text}.',
  'page.approve.title': 'Aprovar um novo dispositivo?',
  'page.approve.intro': 'Um navegador novo pediu para entrar na sua carteira. Aprove somente se você estiver entrando agora.',
  'page.approve.site': 'Site',
  'page.approve.browser': 'Navegador',
  'page.approve.time': 'Horário',
  'page.approve.codeHint':
    'A verificação em duas etapas está ativada nesta carteira: digite o código do seu app autenticador ou um dos seus códigos de recuperação.',
  'page.approve.codeLabel': 'Código do seu app autenticador',
  'page.approve.deny': 'Não fui eu',
  'page.approve.approve': 'Aprovar',
  'page.approve.attemptsLeft': '{count, plural, one {Resta # tentativa} many {Restam # tentativas} other {Restam # tentativas}}.',
  'page.expired.title': 'Link expirado',
  'page.ended.title': 'Solicitação encerrada',
  'page.ended.tooManyCodes': '{reason}: entre de novo pelo navegador novo para receber outro link.',
  'page.ended.denied': 'Ninguém consegue entrar com essa solicitação. Sua carteira continua como estava.',
  'page.approved.title': 'Dispositivo aprovado',
  'page.approved.body': 'Volte ao site: um código de login está a caminho da sua caixa de entrada.',

  'error.DEVICE_APPROVAL_INVALID': 'Este link de aprovação expirou ou já foi usado',
  'error.EMAIL_SEND_FAILED': 'Não foi possível enviar o código. Tente novamente',
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {Tente novamente em # segundo} many {Tente novamente em # segundos} other {Tente novamente em # segundos}}',
  'error.TWO_STEP_CODE_INVALID': 'Código incorreto',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Códigos incorretos demais. Comece de novo',
  'error.TWO_STEP_EXPIRED': 'Esta verificação expirou ou já foi usada. Comece de novo',
  'error.TWO_STEP_REQUIRED': 'Primeiro confirme que é você com seu app autenticador ou um código de recuperação',

  'oauth.connecting': 'Conectando com {provider}…',
  'oauth.yourAccount': 'sua conta',
  'oauth.opening': 'Abrindo a página de login. Mantenha esta janela aberta.',
  'oauth.expired.title': 'Este login expirou',
  'oauth.expired.body': 'Feche esta janela e comece de novo pelo site.',
  'oauth.cancelled': 'Login com {provider} cancelado',
  'oauth.signedIn': 'Conectado com {provider}',
  'oauth.returning': 'Voltando ao site…',
  'oauth.noOpener': 'Volte ao site para concluir o login.',
  'oauth.closing': 'Conectado. Esta janela se fecha sozinha.',
}

export default ptBR
