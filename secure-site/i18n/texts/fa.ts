import type { SiteCatalogue } from './en.js'

/** Persian (fa) texts of the secure site's e-mails and pages (right to left). */
const fa: SiteCatalogue = {
  'otp.subject.login': 'کد ورود شما',
  'otp.subject.update_primary': 'تغییر ایمیل خود را تأیید کنید',
  'otp.subject.update_secondary': 'نشانی ایمیل جدید خود را تأیید کنید',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'برای ادامه، این کد را در پنجرهٔ {siteName} وارد کنید. این کد {minutes, plural, one {# دقیقه} other {# دقیقه}} دیگر منقضی می‌شود و فقط یک بار کار می‌کند.',
  'otp.ignore': 'اگر آن را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید: بدون کد هیچ‌کس نمی‌تواند وارد شود.',

  'device.subject': 'یک دستگاه جدید را تأیید کنید',
  'device.intro': 'کسی از یک مرورگر جدید در حال ورود به کیف پول شماست.',
  'device.site': 'سایت: {site}',
  'device.browser': 'مرورگر: {browser}',
  'device.time': 'زمان: {time}',
  'device.ifYouText': 'اگر خودتان هستید، این پیوند را باز کنید و روی «تأیید» کلیک کنید: {link}',
  'device.ifYouHtml': 'اگر خودتان هستید، {linkStart}این پیوند را باز کنید و روی «تأیید» کلیک کنید{linkEnd}.',
  'device.ifNot':
    'اگر شما نبودید، پیوند را باز کنید و روی «من نبودم» کلیک کنید، یا این ایمیل را نادیده بگیرید. پیوند یک بار کار می‌کند و ۱۰ دقیقه دیگر منقضی می‌شود.',

  'who.siteUnnamed': 'ذکر نشده',
  'who.browserOnSystem': '{browser} روی {system}',
  'who.someBrowserOnSystem': 'مرورگری روی {system}',
  'who.unknownBrowser': 'مرورگری ناشناخته',

  'page.sentence': '{text}.',
  'page.approve.title': 'دستگاه جدید تأیید شود؟',
  'page.approve.intro': 'یک مرورگر جدید درخواست ورود به کیف پول شما را داده است. فقط اگر همین حالا در حال ورود هستید آن را تأیید کنید.',
  'page.approve.site': 'سایت',
  'page.approve.browser': 'مرورگر',
  'page.approve.time': 'زمان',
  'page.approve.codeHint': 'تأیید دومرحله‌ای برای این کیف پول روشن است: کد برنامهٔ احراز هویت یا یکی از کدهای بازیابی خود را وارد کنید.',
  'page.approve.codeLabel': 'کد برنامهٔ احراز هویت',
  'page.approve.deny': 'من نبودم',
  'page.approve.approve': 'تأیید',
  'page.approve.attemptsLeft': '{count, plural, one {# تلاش باقی مانده است} other {# تلاش باقی مانده است}}.',
  'page.expired.title': 'پیوند منقضی شده است',
  'page.ended.title': 'درخواست پایان یافت',
  'page.ended.tooManyCodes': '{reason}: برای پیوند جدید، دوباره از مرورگر جدید وارد شوید.',
  'page.ended.denied': 'هیچ‌کس نمی‌تواند با آن درخواست وارد شود. کیف پول شما همان‌طور که بود می‌ماند.',
  'page.approved.title': 'دستگاه تأیید شد',
  'page.approved.body': 'به سایت برگردید: کد ورود در راه صندوق ورودی شماست.',

  'error.DEVICE_APPROVAL_INVALID': 'این پیوند تأیید منقضی شده یا قبلاً استفاده شده است',
  'error.EMAIL_SEND_FAILED': 'کد ارسال نشد. دوباره تلاش کنید',
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {لطفاً # ثانیه دیگر دوباره تلاش کنید} other {لطفاً # ثانیه دیگر دوباره تلاش کنید}}',
  'error.TWO_STEP_CODE_INVALID': 'کد اشتباه است',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'کدهای اشتباه بیش از حد. از نو شروع کنید',
  'error.TWO_STEP_EXPIRED': 'این بررسی منقضی شده یا قبلاً استفاده شده است. از نو شروع کنید',
  'error.TWO_STEP_REQUIRED': 'ابتدا با برنامهٔ احراز هویت یا یک کد بازیابی تأیید کنید که خودتان هستید',

  'oauth.connecting': 'در حال اتصال به {provider}…',
  'oauth.yourAccount': 'حساب شما',
  'oauth.opening': 'صفحهٔ ورود در حال باز شدن است. این پنجره را باز نگه دارید.',
  'oauth.expired.title': 'این ورود منقضی شده است',
  'oauth.expired.body': 'این پنجره را ببندید و از سایت دوباره شروع کنید.',
  'oauth.cancelled': 'ورود با {provider} لغو شد',
  'oauth.signedIn': 'با {provider} وارد شدید',
  'oauth.returning': 'در حال بازگشت به سایت…',
  'oauth.noOpener': 'برای تکمیل ورود به سایت برگردید.',
  'oauth.closing': 'وارد شدید. این پنجره خودش بسته می‌شود.',
}

export default fa
