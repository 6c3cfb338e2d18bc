import type { SiteCatalogue } from './en.js'

/** Simplified Chinese (zh-CN) texts of the secure site's e-mails and pages. */
const zhCN: SiteCatalogue = {
  'otp.subject.login': '你的登录验证码',
  'otp.subject.update_primary': '确认更改你的邮箱',
  'otp.subject.update_secondary': '确认你的新邮箱地址',
  'otp.codeLabel': '{subject}:',
  'otp.enter': '请在 {siteName} 窗口中输入此验证码以继续。验证码 {minutes, plural, other {# 分钟}}后过期，且只能使用一次。',
  'otp.ignore': '如果这不是你请求的，请忽略此邮件：没有验证码，任何人都无法登录。',

  'device.subject': '批准新设备',
  'device.intro': '有人正在通过新的浏览器登录你的钱包。',
  'device.site': '网站：{site}',
  'device.browser': '浏览器：{browser}',
  'device.time': '时间：{time}',
  'device.ifYouText': '如果是你本人，请打开此链接并点击“批准”：{link}',
  'device.ifYouHtml': '如果是你本人，请{linkStart}打开此链接并点击“批准”{linkEnd}。',
  'device.ifNot': '如果不是你本人，请打开链接并点击“不是我”，或忽略此邮件。该链接只能使用一次，10 分钟后过期。',

  'who.siteUnnamed': '未提供',
  'who.browserOnSystem': '{system} 上的 {browser}',
  'who.someBrowserOnSystem': '{system} 上的某个浏览器',
  'who.unknownBrowser': '未知浏览器',

  'page.sentence': '{text}。',
  'page.approve.title': '批准新设备？',
  'page.approve.intro': '一个新的浏览器请求登录你的钱包。只有当你正在登录时才批准。',
  'page.approve.site': '网站',
  'page.approve.browser': '浏览器',
  'page.approve.time': '时间',
  'page.approve.codeHint': '此钱包已开启两步验证：请输入身份验证器应用中的验证码，或你的某个恢复码。',
  'page.approve.codeLabel': '身份验证器应用中的验证码',
  'page.approve.deny': '不是我',
  'page.approve.approve': '批准',
  'page.approve.attemptsLeft': '{count, plural, other {还剩 # 次机会}}。',
  'page.expired.title': '链接已过期',
  'page.ended.title': '请求已结束',
  'page.ended.tooManyCodes': '{reason}：请在新浏览器上重新登录以获取新链接。',
  'page.ended.denied': '任何人都无法通过该请求登录。你的钱包保持不变。',
  'page.approved.title': '设备已批准',
  'page.approved.body': '请返回网站：登录验证码正在发送到你的收件箱。',

  'error.DEVICE_APPROVAL_INVALID': '此批准链接已过期或已被使用',
  'error.EMAIL_SEND_FAILED': '验证码发送失败。请重试',
  'error.EMAIL_COOLDOWN': '{seconds, plural, other {请在 # 秒后重试}}',
  'error.TWO_STEP_CODE_INVALID': '验证码错误',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': '错误的验证码次数过多。请重新开始',
  'error.TWO_STEP_EXPIRED': '此验证已过期或已被使用。请重新开始',
  'error.TWO_STEP_REQUIRED': '请先使用身份验证器应用或恢复码确认是你本人',

  'oauth.connecting': '正在连接 {provider}…',
  'oauth.yourAccount': '你的账户',
  'oauth.opening': '正在打开登录页面。请保持此窗口打开。',
  'oauth.expired.title': '此次登录已过期',
  'oauth.expired.body': '请关闭此窗口，然后从网站重新开始。',
  'oauth.cancelled': '已取消使用 {provider} 登录',
  'oauth.signedIn': '已使用 {provider} 登录',
  'oauth.returning': '正在返回网站…',
  'oauth.noOpener': '请返回网站完成登录。',
  'oauth.closing': '已登录。此窗口将自动关闭。',
}

export default zhCN
