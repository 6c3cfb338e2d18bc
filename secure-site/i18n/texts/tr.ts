import type { SiteCatalogue } from './en.js'

/** Turkish (tr) texts of the secure site's e-mails and pages. */
const tr: SiteCatalogue = {
  'otp.subject.login': 'Giriş kodunuz',
  'otp.subject.update_primary': 'E-posta değişikliğinizi onaylayın',
  'otp.subject.update_secondary': 'Yeni e-posta adresinizi onaylayın',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Devam etmek için bu kodu {siteName} penceresine girin. Kodun süresi {minutes, plural, one {# dakika} other {# dakika}} içinde dolar ve yalnızca bir kez çalışır.',
  'otp.ignore': 'Bu kodu siz istemediyseniz bu e-postayı yok sayın: kod olmadan kimse giriş yapamaz.',

  'device.subject': 'Yeni bir cihazı onaylayın',
  'device.intro': 'Biri yeni bir tarayıcıdan cüzdanınıza giriş yapıyor.',
  'device.site': 'Site: {site}',
  'device.browser': 'Tarayıcı: {browser}',
  'device.time': 'Zaman: {time}',
  'device.ifYouText': 'Bu sizseniz bu linki açın ve Onayla’ya tıklayın: {link}',
  'device.ifYouHtml': 'Bu sizseniz {linkStart}bu linki açın ve Onayla’ya tıklayın{linkEnd}.',
  'device.ifNot': 'Bu siz değilseniz linki açıp Bu ben değildim’e tıklayın veya bu e-postayı yok sayın. Link bir kez çalışır ve 10 dakika içinde süresi dolar.',

  'who.siteUnnamed': 'belirtilmedi',
  'who.browserOnSystem': '{system} üzerinde {browser}',
  'who.someBrowserOnSystem': '{system} üzerinde bir tarayıcı',
  'who.unknownBrowser': 'bilinmeyen bir tarayıcı',

  'page.sentence': '{text}.',
  'page.approve.title': 'Yeni bir cihaz onaylansın mı?',
  'page.approve.intro': 'Yeni bir tarayıcı cüzdanınıza giriş yapmak istedi. Yalnızca şu anda giriş yapan sizseniz onaylayın.',
  'page.approve.site': 'Site',
  'page.approve.browser': 'Tarayıcı',
  'page.approve.time': 'Zaman',
  'page.approve.codeHint': 'Bu cüzdanda iki adımlı doğrulama açık: kimlik doğrulama uygulamanızdaki kodu veya kurtarma kodlarınızdan birini girin.',
  'page.approve.codeLabel': 'Kimlik doğrulama uygulamanızdaki kod',
  'page.approve.deny': 'Bu ben değildim',
  'page.approve.approve': 'Onayla',
  'page.approve.attemptsLeft': '{count, plural, one {# deneme hakkı kaldı} other {# deneme hakkı kaldı}}.',
  'page.expired.title': 'Linkin süresi doldu',
  'page.ended.title': 'İstek sonlandırıldı',
  'page.ended.tooManyCodes': '{reason}: yeni bir link için yeni tarayıcıdan tekrar giriş yapın.',
  'page.ended.denied': 'Bu istekle kimse giriş yapamaz. Cüzdanınız olduğu gibi kalır.',
  'page.approved.title': 'Cihaz onaylandı',
  'page.approved.body': 'Siteye dönün: giriş kodu gelen kutunuza gönderiliyor.',

  'error.DEVICE_APPROVAL_INVALID': 'Bu onay linkinin süresi doldu veya link zaten kullanıldı',
  'error.EMAIL_SEND_FAILED': 'Kod gönderilemedi. Tekrar deneyin',
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {Lütfen # saniye sonra tekrar deneyin} other {Lütfen # saniye sonra tekrar deneyin}}',
  'error.TWO_STEP_CODE_INVALID': 'Yanlış kod',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Çok fazla yanlış kod. Baştan başlayın',
  'error.TWO_STEP_EXPIRED': 'Bu doğrulamanın süresi doldu veya zaten kullanıldı. Baştan başlayın',
  'error.TWO_STEP_REQUIRED': 'Önce kimlik doğrulama uygulamanız veya bir kurtarma koduyla kendiniz olduğunuzu doğrulayın',

  'oauth.connecting': '{provider} ile bağlanılıyor…',
  'oauth.yourAccount': 'hesabınız',
  'oauth.opening': 'Giriş sayfası açılıyor. Bu pencereyi açık tutun.',
  'oauth.expired.title': 'Bu girişin süresi doldu',
  'oauth.expired.body': 'Bu pencereyi kapatın ve siteden yeniden başlayın.',
  'oauth.cancelled': '{provider} ile giriş iptal edildi',
  'oauth.signedIn': '{provider} ile giriş yapıldı',
  'oauth.returning': 'Siteye dönülüyor…',
  'oauth.noOpener': 'Girişi tamamlamak için siteye dönün.',
  'oauth.closing': 'Giriş yapıldı. Bu pencere kendiliğinden kapanır.',
}

export default tr
