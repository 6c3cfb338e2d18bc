import type { SiteCatalogue } from './en.js'

/** Vietnamese (vi) texts of the secure site's e-mails and pages. */
const vi: SiteCatalogue = {
  'otp.subject.login': 'Mã đăng nhập của bạn',
  'otp.subject.update_primary': 'Xác nhận thay đổi email của bạn',
  'otp.subject.update_secondary': 'Xác nhận địa chỉ email mới của bạn',
  'otp.codeLabel': '{subject}:',
  'otp.enter': 'Nhập mã này vào cửa sổ {siteName} để tiếp tục. Mã hết hạn sau {minutes, plural, other {# phút}} và chỉ dùng được một lần.',
  'otp.ignore': 'Nếu bạn không yêu cầu mã này, hãy bỏ qua email này: không ai có thể đăng nhập nếu không có mã.',

  'device.subject': 'Phê duyệt thiết bị mới',
  'device.intro': 'Có người đang đăng nhập vào ví của bạn từ một trình duyệt mới.',
  'device.site': 'Trang web: {site}',
  'device.browser': 'Trình duyệt: {browser}',
  'device.time': 'Thời gian: {time}',
  'device.ifYouText': 'Nếu đó là bạn, hãy mở liên kết này và nhấp vào Phê duyệt: {link}',
  'device.ifYouHtml': 'Nếu đó là bạn, hãy {linkStart}mở liên kết này và nhấp vào Phê duyệt{linkEnd}.',
  'device.ifNot':
    'Nếu đó không phải là bạn, hãy mở liên kết và nhấp vào Không phải tôi, hoặc bỏ qua email này. Liên kết chỉ dùng được một lần và hết hạn sau 10 phút.',

  'who.siteUnnamed': 'không rõ',
  'who.browserOnSystem': '{browser} trên {system}',
  'who.someBrowserOnSystem': 'một trình duyệt trên {system}',
  'who.unknownBrowser': 'một trình duyệt không xác định',

  'page.sentence': '{text}.',
  'page.approve.title': 'Phê duyệt thiết bị mới?',
  'page.approve.intro': 'Một trình duyệt mới đã yêu cầu đăng nhập vào ví của bạn. Chỉ phê duyệt nếu bạn đang đăng nhập ngay lúc này.',
  'page.approve.site': 'Trang web',
  'page.approve.browser': 'Trình duyệt',
  'page.approve.time': 'Thời gian',
  'page.approve.codeHint': 'Ví này đã bật xác minh hai bước: hãy nhập mã từ ứng dụng xác thực của bạn hoặc một trong các mã khôi phục.',
  'page.approve.codeLabel': 'Mã từ ứng dụng xác thực của bạn',
  'page.approve.deny': 'Không phải tôi',
  'page.approve.approve': 'Phê duyệt',
  'page.approve.attemptsLeft': '{count, plural, other {Còn # lần thử}}.',
  'page.expired.title': 'Liên kết đã hết hạn',
  'page.ended.title': 'Yêu cầu đã kết thúc',
  'page.ended.tooManyCodes': '{reason}: hãy đăng nhập lại từ trình duyệt mới để nhận liên kết mới.',
  'page.ended.denied': 'Không ai có thể đăng nhập bằng yêu cầu đó. Ví của bạn vẫn như cũ.',
  'page.approved.title': 'Đã phê duyệt thiết bị',
  'page.approved.body': 'Hãy quay lại trang web: mã đăng nhập đang được gửi đến hộp thư của bạn.',

  'error.DEVICE_APPROVAL_INVALID': 'Liên kết phê duyệt này đã hết hạn hoặc đã được sử dụng',
  'error.EMAIL_SEND_FAILED': 'Không thể gửi mã. Hãy thử lại',
  'error.EMAIL_COOLDOWN': '{seconds, plural, other {Vui lòng thử lại sau # giây}}',
  'error.TWO_STEP_CODE_INVALID': 'Mã không đúng',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Nhập sai mã quá nhiều lần. Hãy bắt đầu lại',
  'error.TWO_STEP_EXPIRED': 'Lần kiểm tra này đã hết hạn hoặc đã được sử dụng. Hãy bắt đầu lại',
  'error.TWO_STEP_REQUIRED': 'Trước tiên, hãy xác nhận đó là bạn bằng ứng dụng xác thực hoặc mã khôi phục',

  'oauth.connecting': 'Đang kết nối với {provider}…',
  'oauth.yourAccount': 'tài khoản của bạn',
  'oauth.opening': 'Đang mở trang đăng nhập. Hãy giữ cửa sổ này mở.',
  'oauth.expired.title': 'Lần đăng nhập này đã hết hạn',
  'oauth.expired.body': 'Hãy đóng cửa sổ này và bắt đầu lại từ trang web.',
  'oauth.cancelled': 'Đã hủy đăng nhập bằng {provider}',
  'oauth.signedIn': 'Đã đăng nhập bằng {provider}',
  'oauth.returning': 'Đang quay lại trang web…',
  'oauth.noOpener': 'Hãy quay lại trang web để hoàn tất đăng nhập.',
  'oauth.closing': 'Đã đăng nhập. Cửa sổ này sẽ tự đóng.',
}

export default vi
