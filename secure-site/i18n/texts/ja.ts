import type { SiteCatalogue } from './en.js'

/** Japanese (ja) texts of the secure site's e-mails and pages. */
const ja: SiteCatalogue = {
  'otp.subject.login': 'ログインコード',
  'otp.subject.update_primary': 'メールアドレスの変更を確認してください',
  'otp.subject.update_secondary': '新しいメールアドレスを確認してください',
  'otp.codeLabel': '{subject}:',
  'otp.enter':
    '続けるには、{siteName} のウィンドウにこのコードを入力してください。コードの有効期限は {minutes, plural, other {# 分}}で、使えるのは 1 回だけです。',
  'otp.ignore': 'このコードをリクエストしていない場合は、このメールを無視してください。コードがなければ誰もログインできません。',

  'device.subject': '新しいデバイスの承認',
  'device.intro': '新しいブラウザからあなたのウォレットにログインしようとしている人がいます。',
  'device.site': 'サイト: {site}',
  'device.browser': 'ブラウザ: {browser}',
  'device.time': '日時: {time}',
  'device.ifYouText': 'ご本人の場合は、このリンクを開いて「承認」をクリックしてください: {link}',
  'device.ifYouHtml': 'ご本人の場合は、{linkStart}このリンクを開いて「承認」をクリックしてください{linkEnd}。',
  'device.ifNot':
    'ご本人でない場合は、リンクを開いて「自分ではありません」をクリックするか、このメールを無視してください。リンクは 1 回だけ使え、10 分で有効期限が切れます。',

  'who.siteUnnamed': '不明',
  'who.browserOnSystem': '{system} の {browser}',
  'who.someBrowserOnSystem': '{system} のブラウザ',
  'who.unknownBrowser': '不明なブラウザ',

  'page.sentence': '{text}。',
  'page.approve.title': '新しいデバイスを承認しますか？',
  'page.approve.intro': '新しいブラウザがあなたのウォレットへのログインを求めています。今まさにログインしている場合にのみ承認してください。',
  'page.approve.site': 'サイト',
  'page.approve.browser': 'ブラウザ',
  'page.approve.time': '日時',
  'page.approve.codeHint': 'このウォレットでは 2 段階認証が有効です。認証アプリのコード、またはリカバリーコードのいずれかを入力してください。',
  'page.approve.codeLabel': '認証アプリのコード',
  'page.approve.deny': '自分ではありません',
  'page.approve.approve': '承認',
  'page.approve.attemptsLeft': '{count, plural, other {残り # 回}}。',
  'page.expired.title': 'リンクの有効期限切れ',
  'page.ended.title': 'リクエストは終了しました',
  'page.ended.tooManyCodes': '{reason}。新しいリンクを受け取るには、新しいブラウザからもう一度ログインしてください。',
  'page.ended.denied': 'このリクエストでは誰もログインできません。ウォレットはそのままです。',
  'page.approved.title': 'デバイスを承認しました',
  'page.approved.body': 'サイトに戻ってください。ログインコードを受信トレイに送信しています。',

  'error.DEVICE_APPROVAL_INVALID': 'この承認リンクは有効期限が切れているか、すでに使用されています',
  'error.EMAIL_SEND_FAILED': 'コードを送信できませんでした。もう一度お試しください',
  'error.EMAIL_COOLDOWN': '{seconds, plural, other {# 秒後にもう一度お試しください}}',
  'error.TWO_STEP_CODE_INVALID': 'コードが正しくありません',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': '間違ったコードが多すぎます。最初からやり直してください',
  'error.TWO_STEP_EXPIRED': 'この確認は有効期限が切れているか、すでに使用されています。最初からやり直してください',
  'error.TWO_STEP_REQUIRED': 'まず認証アプリまたはリカバリーコードでご本人であることを確認してください',

  'oauth.connecting': '{provider} に接続しています…',
  'oauth.yourAccount': 'アカウント',
  'oauth.opening': 'ログインページを開いています。このウィンドウは開いたままにしてください。',
  'oauth.expired.title': 'このログインは期限切れです',
  'oauth.expired.body': 'このウィンドウを閉じて、サイトからやり直してください。',
  'oauth.cancelled': '{provider} でのログインはキャンセルされました',
  'oauth.signedIn': '{provider} でログインしました',
  'oauth.returning': 'サイトに戻っています…',
  'oauth.noOpener': 'ログインを完了するにはサイトに戻ってください。',
  'oauth.closing': 'ログインしました。このウィンドウは自動的に閉じます。',
}

export default ja
