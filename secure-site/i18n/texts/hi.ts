import type { SiteCatalogue } from './en.js'

/** Hindi (hi) texts of the secure site's e-mails and pages. */
const hi: SiteCatalogue = {
  'otp.subject.login': 'आपका लॉग इन कोड',
  'otp.subject.update_primary': 'अपने ईमेल में बदलाव की पुष्टि करें',
  'otp.subject.update_secondary': 'अपने नए ईमेल पते की पुष्टि करें',
  'otp.codeLabel': '{subject}:',
  'otp.enter': 'जारी रखने के लिए यह कोड {siteName} की विंडो में दर्ज करें। यह {minutes, plural, one {# मिनट} other {# मिनट}} में समाप्त हो जाएगा और केवल एक बार काम करेगा।',
  'otp.ignore': 'अगर आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: कोड के बिना कोई भी लॉग इन नहीं कर सकता।',

  'device.subject': 'नए डिवाइस को स्वीकृत करें',
  'device.intro': 'कोई नए ब्राउज़र से आपके वॉलेट में लॉग इन कर रहा है।',
  'device.site': 'साइट: {site}',
  'device.browser': 'ब्राउज़र: {browser}',
  'device.time': 'समय: {time}',
  'device.ifYouText': 'अगर यह आप हैं, तो यह लिंक खोलें और स्वीकृत करें पर क्लिक करें: {link}',
  'device.ifYouHtml': 'अगर यह आप हैं, तो {linkStart}यह लिंक खोलें और स्वीकृत करें पर क्लिक करें{linkEnd}।',
  'device.ifNot': 'अगर यह आप नहीं थे, तो लिंक खोलें और "यह मैं नहीं था" पर क्लिक करें, या इस ईमेल को अनदेखा करें। लिंक एक बार काम करता है और 10 मिनट में समाप्त हो जाता है।',

  'who.siteUnnamed': 'नहीं बताया गया',
  'who.browserOnSystem': '{system} पर {browser}',
  'who.someBrowserOnSystem': '{system} पर एक ब्राउज़र',
  'who.unknownBrowser': 'एक अज्ञात ब्राउज़र',

  'page.sentence': '{text}।',
  'page.approve.title': 'नए डिवाइस को स्वीकृत करें?',
  'page.approve.intro': 'एक नए ब्राउज़र ने आपके वॉलेट में लॉग इन करने का अनुरोध किया है। इसे तभी स्वीकृत करें जब आप अभी लॉग इन कर रहे हों।',
  'page.approve.site': 'साइट',
  'page.approve.browser': 'ब्राउज़र',
  'page.approve.time': 'समय',
  'page.approve.codeHint': 'इस वॉलेट के लिए दो-चरणीय सत्यापन चालू है: अपने ऑथेंटिकेटर ऐप का कोड या अपने रिकवरी कोड में से कोई एक दर्ज करें।',
  'page.approve.codeLabel': 'आपके ऑथेंटिकेटर ऐप का कोड',
  'page.approve.deny': 'यह मैं नहीं था',
  'page.approve.approve': 'स्वीकृत करें',
  'page.approve.attemptsLeft': '{count, plural, one {# प्रयास बाकी है} other {# प्रयास बाकी हैं}}।',
  'page.expired.title': 'लिंक की अवधि समाप्त',
  'page.ended.title': 'अनुरोध समाप्त',
  'page.ended.tooManyCodes': '{reason}: नया लिंक पाने के लिए नए ब्राउज़र से फिर से लॉग इन करें।',
  'page.ended.denied': 'उस अनुरोध से कोई लॉग इन नहीं कर सकता। आपका वॉलेट पहले जैसा ही है।',
  'page.approved.title': 'डिवाइस स्वीकृत हो गया',
  'page.approved.body': 'साइट पर लौटें: लॉग इन कोड आपके इनबॉक्स में आ रहा है।',

  'error.DEVICE_APPROVAL_INVALID': 'यह स्वीकृति लिंक समाप्त हो गया है या पहले ही इस्तेमाल हो चुका है',
  'error.EMAIL_SEND_FAILED': 'कोड भेजा नहीं जा सका। फिर से कोशिश करें',
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {कृपया # सेकंड बाद फिर से कोशिश करें} other {कृपया # सेकंड बाद फिर से कोशिश करें}}',
  'error.TWO_STEP_CODE_INVALID': 'गलत कोड',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'बहुत सारे गलत कोड। फिर से शुरू करें',
  'error.TWO_STEP_EXPIRED': 'इस जाँच की अवधि समाप्त हो गई है या इसका पहले ही इस्तेमाल हो चुका है। फिर से शुरू करें',
  'error.TWO_STEP_REQUIRED': 'पहले अपने ऑथेंटिकेटर ऐप या किसी रिकवरी कोड से पुष्टि करें कि यह आप ही हैं',

  'oauth.connecting': '{provider} से कनेक्ट हो रहा है…',
  'oauth.yourAccount': 'आपके खाते',
  'oauth.opening': 'साइन-इन पेज खुल रहा है। यह विंडो खुली रखें।',
  'oauth.expired.title': 'इस साइन-इन की अवधि समाप्त हो गई है',
  'oauth.expired.body': 'यह विंडो बंद करें और साइट से फिर से शुरू करें।',
  'oauth.cancelled': '{provider} साइन-इन रद्द किया गया',
  'oauth.signedIn': '{provider} से साइन इन किया गया',
  'oauth.returning': 'साइट पर लौट रहे हैं…',
  'oauth.noOpener': 'साइन इन पूरा करने के लिए साइट पर लौटें।',
  'oauth.closing': 'साइन इन हो गया। यह विंडो अपने आप बंद हो जाएगी।',
}

export default hi
