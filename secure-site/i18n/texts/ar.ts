import type { SiteCatalogue } from './en.js'

/** Arabic (ar) texts of the secure site's e-mails and pages (right to left). */
const ar: SiteCatalogue = {
  'otp.subject.login': 'رمز الدخول الخاص بك',
  'otp.subject.update_primary': 'أكّد تغيير بريدك الإلكتروني',
  'otp.subject.update_secondary': 'أكّد عنوان بريدك الإلكتروني الجديد',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'أدخل هذا الرمز في نافذة {siteName} للمتابعة. تنتهي صلاحيته خلال {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} ويعمل مرة واحدة فقط.',
  'otp.ignore': 'إذا لم تطلبه، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول من دون الرمز.',

  'device.subject': 'وافق على جهاز جديد',
  'device.intro': 'يحاول شخص ما تسجيل الدخول إلى محفظتك من متصفح جديد.',
  'device.site': 'الموقع: {site}',
  'device.browser': 'المتصفح: {browser}',
  'device.time': 'الوقت: {time}',
  'device.ifYouText': 'إذا كنت أنت، فافتح هذا الرابط وانقر على «موافقة»: {link}',
  'device.ifYouHtml': 'إذا كنت أنت، {linkStart}فافتح هذا الرابط وانقر على «موافقة»{linkEnd}.',
  'device.ifNot': 'إذا لم تكن أنت، فافتح الرابط وانقر على «لست أنا»، أو تجاهل هذه الرسالة. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 10 دقائق.',

  'who.siteUnnamed': 'غير مذكور',
  'who.browserOnSystem': '{browser} على {system}',
  'who.someBrowserOnSystem': 'متصفح على {system}',
  'who.unknownBrowser': 'متصفح غير معروف',

  'page.sentence': '{text}.',
  'page.approve.title': 'الموافقة على جهاز جديد؟',
  'page.approve.intro': 'طلب متصفح جديد تسجيل الدخول إلى محفظتك. لا توافق إلا إذا كنت تسجّل الدخول الآن.',
  'page.approve.site': 'الموقع',
  'page.approve.browser': 'المتصفح',
  'page.approve.time': 'الوقت',
  'page.approve.codeHint': 'التحقق بخطوتين مفعّل لهذه المحفظة: أدخل الرمز من تطبيق المصادقة، أو أحد رموز الاسترداد الخاصة بك.',
  'page.approve.codeLabel': 'الرمز من تطبيق المصادقة',
  'page.approve.deny': 'لست أنا',
  'page.approve.approve': 'موافقة',
  'page.approve.attemptsLeft':
    '{count, plural, zero {لم تتبقَّ أي محاولة} one {تتبقى محاولة واحدة} two {تتبقى محاولتان} few {تتبقى # محاولات} many {تتبقى # محاولة} other {تتبقى # محاولة}}.',
  'page.expired.title': 'انتهت صلاحية الرابط',
  'page.ended.title': 'انتهى الطلب',
  'page.ended.tooManyCodes': '{reason}: سجّل الدخول مرة أخرى من المتصفح الجديد للحصول على رابط جديد.',
  'page.ended.denied': 'لا يمكن لأحد تسجيل الدخول بهذا الطلب. تبقى محفظتك كما كانت.',
  'page.approved.title': 'تمت الموافقة على الجهاز',
  'page.approved.body': 'عد إلى الموقع: رمز الدخول في طريقه إلى بريدك الوارد.',

  'error.DEVICE_APPROVAL_INVALID': 'انتهت صلاحية رابط الموافقة هذا أو استُخدم من قبل',
  'error.EMAIL_SEND_FAILED': 'تعذّر إرسال الرمز. حاول مرة أخرى',
  'error.EMAIL_COOLDOWN':
    '{seconds, plural, zero {حاول مرة أخرى الآن} one {حاول مرة أخرى بعد ثانية واحدة} two {حاول مرة أخرى بعد ثانيتين} few {حاول مرة أخرى بعد # ثوانٍ} many {حاول مرة أخرى بعد # ثانية} other {حاول مرة أخرى بعد # ثانية}}',
  'error.TWO_STEP_CODE_INVALID': 'رمز خاطئ',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'رموز خاطئة كثيرة. ابدأ من جديد',
  'error.TWO_STEP_EXPIRED': 'انتهت صلاحية هذا التحقق أو استُخدم من قبل. ابدأ من جديد',
  'error.TWO_STEP_REQUIRED': 'أكّد أولًا أنك أنت باستخدام تطبيق المصادقة أو رمز استرداد',

  'oauth.connecting': 'جارٍ الاتصال عبر {provider}…',
  'oauth.yourAccount': 'حسابك',
  'oauth.opening': 'جارٍ فتح صفحة تسجيل الدخول. أبقِ هذه النافذة مفتوحة.',
  'oauth.expired.title': 'انتهت صلاحية تسجيل الدخول هذا',
  'oauth.expired.body': 'أغلق هذه النافذة وابدأ من جديد من الموقع.',
  'oauth.cancelled': 'أُلغي تسجيل الدخول عبر {provider}',
  'oauth.signedIn': 'سجّلت الدخول عبر {provider}',
  'oauth.returning': 'جارٍ الرجوع إلى الموقع…',
  'oauth.noOpener': 'عد إلى الموقع لإكمال تسجيل الدخول.',
  'oauth.closing': 'سجّلت الدخول. ستُغلق هذه النافذة تلقائيًا.',
}

export default ar
