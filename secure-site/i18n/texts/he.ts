import type { SiteCatalogue } from './en.js'

/** Hebrew (he) texts of the secure site's e-mails and pages (right to left). */
const he: SiteCatalogue = {
  'otp.subject.login': 'קוד הכניסה שלך',
  'otp.subject.update_primary': 'אישור שינוי האימייל שלך',
  'otp.subject.update_secondary': 'אישור כתובת האימייל החדשה שלך',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    'הזינו את הקוד הזה בחלון של {siteName} כדי להמשיך. התוקף שלו יפוג בעוד {minutes, plural, one {דקה אחת} two {שתי דקות} other {# דקות}} והוא עובד פעם אחת בלבד.',
  'otp.ignore': 'אם לא ביקשתם אותו, התעלמו מהאימייל הזה: אי אפשר להיכנס בלי הקוד.',

  'device.subject': 'אישור מכשיר חדש',
  'device.intro': 'מישהו נכנס לארנק שלך מדפדפן חדש.',
  'device.site': 'אתר: {site}',
  'device.browser': 'דפדפן: {browser}',
  'device.time': 'זמן: {time}',
  'device.ifYouText': 'אם זה אתם, פתחו את הקישור הזה ולחצו על "אישור": {link}',
  'device.ifYouHtml': 'אם זה אתם, {linkStart}פתחו את הקישור הזה ולחצו על "אישור"{linkEnd}.',
  'device.ifNot': 'אם זה לא הייתם אתם, פתחו את הקישור ולחצו על "זה לא הייתי אני", או התעלמו מהאימייל הזה. הקישור עובד פעם אחת ותוקפו יפוג בעוד 10 דקות.',

  'who.siteUnnamed': 'לא צוין',
  'who.browserOnSystem': '{browser} ב-{system}',
  'who.someBrowserOnSystem': 'דפדפן ב-{system}',
  'who.unknownBrowser': 'דפדפן לא מוכר',

  'page.sentence': '{text}.',
  'page.approve.title': 'לאשר מכשיר חדש?',
  'page.approve.intro': 'דפדפן חדש ביקש להיכנס לארנק שלך. אשרו אותו רק אם אתם נכנסים ממש עכשיו.',
  'page.approve.site': 'אתר',
  'page.approve.browser': 'דפדפן',
  'page.approve.time': 'זמן',
  'page.approve.codeHint': 'אימות דו-שלבי מופעל בארנק הזה: הזינו את הקוד מאפליקציית האימות, או אחד מקודי השחזור שלכם.',
  'page.approve.codeLabel': 'קוד מאפליקציית האימות',
  'page.approve.deny': 'זה לא הייתי אני',
  'page.approve.approve': 'אישור',
  'page.approve.attemptsLeft': '{count, plural, one {נותר ניסיון אחד} two {נותרו שני ניסיונות} other {נותרו # ניסיונות}}.',
  'page.expired.title': 'תוקף הקישור פג',
  'page.ended.title': 'הבקשה הסתיימה',
  'page.ended.tooManyCodes': '{reason}: היכנסו שוב מהדפדפן החדש כדי לקבל קישור חדש.',
  'page.ended.denied': 'אי אפשר להיכנס עם הבקשה הזו. הארנק שלך נשאר כפי שהיה.',
  'page.approved.title': 'המכשיר אושר',
  'page.approved.body': 'חזרו לאתר: קוד כניסה בדרך לתיבת הדואר שלך.',

  'error.DEVICE_APPROVAL_INVALID': 'תוקף קישור האישור הזה פג או שכבר נעשה בו שימוש',
  'error.EMAIL_SEND_FAILED': 'לא ניתן היה לשלוח את הקוד. נסו שוב',
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {נסו שוב בעוד שנייה} two {נסו שוב בעוד שתי שניות} other {נסו שוב בעוד # שניות}}',
  'error.TWO_STEP_CODE_INVALID': 'קוד שגוי',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'יותר מדי קודים שגויים. התחילו מחדש',
  'error.TWO_STEP_EXPIRED': 'תוקף הבדיקה הזו פג או שכבר נעשה בה שימוש. התחילו מחדש',
  'error.TWO_STEP_REQUIRED': 'קודם אשרו שזה אתם באמצעות אפליקציית האימות או קוד שחזור',

  'oauth.connecting': 'מתחברים אל {provider}…',
  'oauth.yourAccount': 'החשבון שלך',
  'oauth.opening': 'פותחים את דף הכניסה. השאירו את החלון הזה פתוח.',
  'oauth.expired.title': 'תוקף הכניסה הזו פג',
  'oauth.expired.body': 'סגרו את החלון הזה והתחילו מחדש מהאתר.',
  'oauth.cancelled': 'הכניסה עם {provider} בוטלה',
  'oauth.signedIn': 'נכנסת עם {provider}',
  'oauth.returning': 'חוזרים לאתר…',
  'oauth.noOpener': 'חזרו לאתר כדי לסיים את הכניסה.',
  'oauth.closing': 'נכנסת. החלון הזה ייסגר מעצמו.',
}

export default he
