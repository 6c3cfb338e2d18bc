/**
 * The pay plugin's error entries (codes and English texts): registered by the plugin's
 * descriptor (`errors`) and loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the plugin's messages).
 */
const payErrorTexts = {
  PAY_INVALID_REQUEST: 'Invalid payment request: {reason}',
  PAY_IN_PROGRESS: 'Another payment is in progress: wait for it to finish or cancel it',
  PAY_CANCELLED: 'Payment cancelled',
  PAY_REJECTED: 'Payment rejected in the wallet',
  PAY_FAILED: 'Payment failed: {reason}',
}

export default payErrorTexts
