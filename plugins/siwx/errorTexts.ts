/**
 * The siwx plugin's error entries (codes and English texts): registered by the plugin's
 * descriptor (`errors`) and loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the plugin's messages).
 */
const siwxErrorTexts = {
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  SIWX_SESSION_INVALID: 'Invalid sign-in session: {reason}', // ours: the siwx server verifier
}

export default siwxErrorTexts
