/**
 * The email-capture plugin's error entries (codes and English texts): registered by the plugin's
 * descriptor (`errors`) and loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the plugin's messages).
 */
const emailCaptureErrorTexts = {
  EMAIL_CAPTURE_INVALID: 'Invalid e-mail address: {reason}',
  EMAIL_CAPTURE_FAILED: 'Your e-mail address could not be saved: {reason}',
}

export default emailCaptureErrorTexts
