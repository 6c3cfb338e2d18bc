import type { SiteCatalogue } from './en.js'

/** Korean (ko) texts of the secure site's e-mails and pages. */
const ko: SiteCatalogue = {
  'otp.subject.login': '로그인 코드',
  'otp.subject.update_primary': '이메일 변경을 확인하세요',
  'otp.subject.update_secondary': '새 이메일 주소를 확인하세요',
  'otp.codeLabel': '{subject}:',
  'otp.enter': '계속하려면 {siteName} 창에 이 코드를 입력하세요. 코드는 {minutes, plural, other {#분}} 후에 만료되며 한 번만 사용할 수 있습니다.',
  'otp.ignore': '요청하지 않았다면 이 이메일을 무시하세요. 코드 없이는 아무도 로그인할 수 없습니다.',

  'device.subject': '새 기기 승인',
  'device.intro': '누군가 새 브라우저에서 회원님의 지갑에 로그인하려고 합니다.',
  'device.site': '사이트: {site}',
  'device.browser': '브라우저: {browser}',
  'device.time': '시간: {time}',
  'device.ifYouText': '본인이라면 이 링크를 열고 승인을 클릭하세요: {link}',
  'device.ifYouHtml': '본인이라면 {linkStart}이 링크를 열고 승인을 클릭하세요{linkEnd}.',
  'device.ifNot': '본인이 아니라면 링크를 열고 "제가 아닙니다"를 클릭하거나 이 이메일을 무시하세요. 링크는 한 번만 사용할 수 있으며 10분 후에 만료됩니다.',

  'who.siteUnnamed': '알 수 없음',
  'who.browserOnSystem': '{system}의 {browser}',
  'who.someBrowserOnSystem': '{system}의 브라우저',
  'who.unknownBrowser': '알 수 없는 브라우저',

  'page.sentence': '{text}.',
  'page.approve.title': '새 기기를 승인할까요?',
  'page.approve.intro': '새 브라우저가 회원님의 지갑에 로그인하려고 합니다. 지금 직접 로그인하는 중일 때만 승인하세요.',
  'page.approve.site': '사이트',
  'page.approve.browser': '브라우저',
  'page.approve.time': '시간',
  'page.approve.codeHint': '이 지갑은 2단계 인증이 켜져 있습니다. 인증 앱의 코드나 복구 코드 중 하나를 입력하세요.',
  'page.approve.codeLabel': '인증 앱의 코드',
  'page.approve.deny': '제가 아닙니다',
  'page.approve.approve': '승인',
  'page.approve.attemptsLeft': '{count, plural, other {#번 남았습니다}}.',
  'page.expired.title': '링크가 만료됨',
  'page.ended.title': '요청이 종료됨',
  'page.ended.tooManyCodes': '{reason}: 새 링크를 받으려면 새 브라우저에서 다시 로그인하세요.',
  'page.ended.denied': '이 요청으로는 아무도 로그인할 수 없습니다. 지갑은 그대로 유지됩니다.',
  'page.approved.title': '기기 승인됨',
  'page.approved.body': '사이트로 돌아가세요. 로그인 코드가 받은편지함으로 전송되고 있습니다.',

  'error.DEVICE_APPROVAL_INVALID': '이 승인 링크는 만료되었거나 이미 사용되었습니다',
  'error.EMAIL_SEND_FAILED': '코드를 보낼 수 없습니다. 다시 시도하세요',
  'error.EMAIL_COOLDOWN': '{seconds, plural, other {#초 후에 다시 시도하세요}}',
  'error.TWO_STEP_CODE_INVALID': '잘못된 코드입니다',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': '잘못된 코드를 너무 많이 입력했습니다. 처음부터 다시 시작하세요',
  'error.TWO_STEP_EXPIRED': '이 확인은 만료되었거나 이미 사용되었습니다. 처음부터 다시 시작하세요',
  'error.TWO_STEP_REQUIRED': '먼저 인증 앱이나 복구 코드로 본인임을 확인하세요',

  'oauth.connecting': '{provider}에 연결하는 중…',
  'oauth.yourAccount': '계정',
  'oauth.opening': '로그인 페이지를 여는 중입니다. 이 창을 열어 두세요.',
  'oauth.expired.title': '이 로그인은 만료되었습니다',
  'oauth.expired.body': '이 창을 닫고 사이트에서 다시 시작하세요.',
  'oauth.cancelled': '{provider} 로그인이 취소됨',
  'oauth.signedIn': '{provider}(으)로 로그인함',
  'oauth.returning': '사이트로 돌아가는 중…',
  'oauth.noOpener': '로그인을 마치려면 사이트로 돌아가세요.',
  'oauth.closing': '로그인되었습니다. 이 창은 자동으로 닫힙니다.',
}

export default ko
