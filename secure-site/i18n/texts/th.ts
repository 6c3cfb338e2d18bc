import type { SiteCatalogue } from './en.js'

/** Thai (th) texts of the secure site's e-mails and pages. */
const th: SiteCatalogue = {
  'otp.subject.login': 'รหัสเข้าสู่ระบบของคุณ',
  'otp.subject.update_primary': 'ยืนยันการเปลี่ยนอีเมลของคุณ',
  'otp.subject.update_secondary': 'ยืนยันที่อยู่อีเมลใหม่ของคุณ',
  'otp.codeLabel': '{subject}:',
  'otp.enter': 'ป้อนรหัสนี้ในหน้าต่างของ {siteName} เพื่อดำเนินการต่อ รหัสจะหมดอายุใน {minutes, plural, other {# นาที}} และใช้ได้เพียงครั้งเดียว',
  'otp.ignore': 'หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้ ไม่มีใครเข้าสู่ระบบได้หากไม่มีรหัส',

  'device.subject': 'อนุมัติอุปกรณ์ใหม่',
  'device.intro': 'มีคนกำลังเข้าสู่ระบบวอลเล็ตของคุณจากเบราว์เซอร์ใหม่',
  'device.site': 'เว็บไซต์: {site}',
  'device.browser': 'เบราว์เซอร์: {browser}',
  'device.time': 'เวลา: {time}',
  'device.ifYouText': 'หากเป็นคุณ ให้เปิดลิงก์นี้แล้วคลิก อนุมัติ: {link}',
  'device.ifYouHtml': 'หากเป็นคุณ {linkStart}ให้เปิดลิงก์นี้แล้วคลิก อนุมัติ{linkEnd}',
  'device.ifNot': 'หากไม่ใช่คุณ ให้เปิดลิงก์แล้วคลิก ไม่ใช่ฉัน หรือเพิกเฉยต่ออีเมลนี้ ลิงก์ใช้ได้ครั้งเดียวและจะหมดอายุใน 10 นาที',

  'who.siteUnnamed': 'ไม่ได้ระบุ',
  'who.browserOnSystem': '{browser} บน {system}',
  'who.someBrowserOnSystem': 'เบราว์เซอร์บน {system}',
  'who.unknownBrowser': 'เบราว์เซอร์ที่ไม่รู้จัก',

  'page.sentence': '{text}',
  'page.approve.title': 'อนุมัติอุปกรณ์ใหม่ไหม',
  'page.approve.intro': 'เบราว์เซอร์ใหม่ขอเข้าสู่ระบบวอลเล็ตของคุณ โปรดอนุมัติเฉพาะเมื่อคุณกำลังเข้าสู่ระบบอยู่ในขณะนี้',
  'page.approve.site': 'เว็บไซต์',
  'page.approve.browser': 'เบราว์เซอร์',
  'page.approve.time': 'เวลา',
  'page.approve.codeHint': 'วอลเล็ตนี้เปิดการยืนยันแบบสองขั้นตอนไว้ ป้อนรหัสจากแอปยืนยันตัวตนของคุณ หรือรหัสกู้คืนรหัสใดรหัสหนึ่ง',
  'page.approve.codeLabel': 'รหัสจากแอปยืนยันตัวตนของคุณ',
  'page.approve.deny': 'ไม่ใช่ฉัน',
  'page.approve.approve': 'อนุมัติ',
  'page.approve.attemptsLeft': '{count, plural, other {เหลืออีก # ครั้ง}}',
  'page.expired.title': 'ลิงก์หมดอายุแล้ว',
  'page.ended.title': 'คำขอสิ้นสุดแล้ว',
  'page.ended.tooManyCodes': '{reason}: เข้าสู่ระบบอีกครั้งจากเบราว์เซอร์ใหม่เพื่อรับลิงก์ใหม่',
  'page.ended.denied': 'ไม่มีใครเข้าสู่ระบบด้วยคำขอนั้นได้ วอลเล็ตของคุณยังคงเหมือนเดิม',
  'page.approved.title': 'อนุมัติอุปกรณ์แล้ว',
  'page.approved.body': 'กลับไปที่เว็บไซต์ รหัสเข้าสู่ระบบกำลังส่งไปยังกล่องจดหมายของคุณ',

  'error.DEVICE_APPROVAL_INVALID': 'ลิงก์อนุมัตินี้หมดอายุหรือถูกใช้ไปแล้ว',
  'error.EMAIL_SEND_FAILED': 'ส่งรหัสไม่สำเร็จ โปรดลองอีกครั้ง',
  'error.EMAIL_COOLDOWN': '{seconds, plural, other {โปรดลองอีกครั้งหลังจาก # วินาที}}',
  'error.TWO_STEP_CODE_INVALID': 'รหัสไม่ถูกต้อง',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'ป้อนรหัสผิดหลายครั้งเกินไป โปรดเริ่มใหม่',
  'error.TWO_STEP_EXPIRED': 'การตรวจสอบนี้หมดอายุหรือถูกใช้ไปแล้ว โปรดเริ่มใหม่',
  'error.TWO_STEP_REQUIRED': 'โปรดยืนยันว่าเป็นคุณก่อนด้วยแอปยืนยันตัวตนหรือรหัสกู้คืน',

  'oauth.connecting': 'กำลังเชื่อมต่อกับ {provider}…',
  'oauth.yourAccount': 'บัญชีของคุณ',
  'oauth.opening': 'กำลังเปิดหน้าลงชื่อเข้าใช้ โปรดเปิดหน้าต่างนี้ไว้',
  'oauth.expired.title': 'การลงชื่อเข้าใช้นี้หมดอายุแล้ว',
  'oauth.expired.body': 'ปิดหน้าต่างนี้แล้วเริ่มใหม่จากเว็บไซต์',
  'oauth.cancelled': 'ยกเลิกการลงชื่อเข้าใช้ด้วย {provider} แล้ว',
  'oauth.signedIn': 'ลงชื่อเข้าใช้ด้วย {provider} แล้ว',
  'oauth.returning': 'กำลังกลับไปที่เว็บไซต์…',
  'oauth.noOpener': 'กลับไปที่เว็บไซต์เพื่อลงชื่อเข้าใช้ให้เสร็จสิ้น',
  'oauth.closing': 'ลงชื่อเข้าใช้แล้ว หน้าต่างนี้จะปิดเอง',
}

export default th
