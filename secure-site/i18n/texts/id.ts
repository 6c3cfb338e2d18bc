import type { SiteCatalogue } from './en.js'

/** Indonesian (id) texts of the secure site's e-mails and pages. */
const id: SiteCatalogue = {
  'otp.subject.login': 'Kode masuk Anda',
  'otp.subject.update_primary': 'Konfirmasi perubahan email Anda',
  'otp.subject.update_secondary': 'Konfirmasi alamat email baru Anda',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'Masukkan kode ini di jendela {siteName} untuk melanjutkan. Kode ini kedaluwarsa dalam {minutes, plural, other {# menit}} dan hanya berlaku sekali.',
  'otp.ignore': 'Jika Anda tidak memintanya, abaikan email ini: tidak ada yang bisa masuk tanpa kode tersebut.',

  'device.subject': 'Setujui perangkat baru',
  'device.intro': 'Seseorang sedang masuk ke wallet Anda dari browser baru.',
  'device.site': 'Situs: {site}',
  'device.browser': 'Browser: {browser}',
  'device.time': 'Waktu: {time}',
  'device.ifYouText': 'Jika itu Anda, buka tautan ini lalu klik Setujui: {link}',
  'device.ifYouHtml': 'Jika itu Anda, {linkStart}buka tautan ini lalu klik Setujui{linkEnd}.',
  'device.ifNot': 'Jika itu bukan Anda, buka tautan lalu klik Bukan saya, atau abaikan email ini. Tautan hanya berlaku sekali dan kedaluwarsa dalam 10 menit.',

  'who.siteUnnamed': 'tidak disebutkan',
  'who.browserOnSystem': '{browser} di {system}',
  'who.someBrowserOnSystem': 'sebuah browser di {system}',
  'who.unknownBrowser': 'browser yang tidak dikenal',

  'page.sentence': '{text}.',
  'page.approve.title': 'Setujui perangkat baru?',
  'page.approve.intro': 'Browser baru meminta masuk ke wallet Anda. Setujui hanya jika Anda sedang masuk saat ini.',
  'page.approve.site': 'Situs',
  'page.approve.browser': 'Browser',
  'page.approve.time': 'Waktu',
  'page.approve.codeHint': 'Verifikasi dua langkah aktif untuk wallet ini: masukkan kode dari aplikasi autentikator Anda, atau salah satu kode pemulihan Anda.',
  'page.approve.codeLabel': 'Kode dari aplikasi autentikator Anda',
  'page.approve.deny': 'Bukan saya',
  'page.approve.approve': 'Setujui',
  'page.approve.attemptsLeft': '{count, plural, other {Sisa # percobaan}}.',
  'page.expired.title': 'Tautan kedaluwarsa',
  'page.ended.title': 'Permintaan diakhiri',
  'page.ended.tooManyCodes': '{reason}: masuk lagi dari browser baru untuk mendapatkan tautan baru.',
  'page.ended.denied': 'Tidak ada yang bisa masuk dengan permintaan itu. Wallet Anda tetap seperti semula.',
  'page.approved.title': 'Perangkat disetujui',
  'page.approved.body': 'Kembali ke situs: kode masuk sedang dikirim ke kotak masuk Anda.',

  'error.DEVICE_APPROVAL_INVALID': 'Tautan persetujuan ini sudah kedaluwarsa atau sudah digunakan',
  'error.EMAIL_SEND_FAILED': 'Kode tidak dapat dikirim. Coba lagi',
  'error.EMAIL_COOLDOWN': '{seconds, plural, other {Silakan coba lagi setelah # detik}}',
  'error.TWO_STEP_CODE_INVALID': 'Kode salah',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Terlalu banyak kode yang salah. Mulai lagi',
  'error.TWO_STEP_EXPIRED': 'Pemeriksaan ini sudah kedaluwarsa atau sudah digunakan. Mulai lagi',
  'error.TWO_STEP_REQUIRED': 'Konfirmasi dulu bahwa ini Anda dengan aplikasi autentikator atau kode pemulihan',

  'oauth.connecting': 'Menghubungkan ke {provider}…',
  'oauth.yourAccount': 'akun Anda',
  'oauth.opening': 'Membuka halaman masuk. Biarkan jendela ini tetap terbuka.',
  'oauth.expired.title': 'Proses masuk ini sudah kedaluwarsa',
  'oauth.expired.body': 'Tutup jendela ini dan mulai lagi dari situs.',
  'oauth.cancelled': 'Masuk dengan {provider} dibatalkan',
  'oauth.signedIn': 'Masuk dengan {provider}',
  'oauth.returning': 'Kembali ke situs…',
  'oauth.noOpener': 'Kembali ke situs untuk menyelesaikan proses masuk.',
  'oauth.closing': 'Berhasil masuk. Jendela ini akan tertutup sendiri.',
}

export default id
