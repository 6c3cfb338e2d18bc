/**
 * The onramp plugin's error entries (codes and English texts): registered by the plugin's
 * descriptor (`errors`) and loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the plugin's messages).
 */
const onrampErrorTexts = {
  ONRAMP_INVALID_AMOUNT: 'Invalid amount: {reason}',
  ONRAMP_AMOUNT_OUT_OF_RANGE: 'Enter an amount from {min} to {max} {currency} for {method} payments',
  ONRAMP_NETWORK_UNSUPPORTED: 'Nothing can be bought on {network} through the on-ramp',
  ONRAMP_LINK_FAILED: 'The provider could not be opened: {reason}',
  ONRAMP_POPUP_BLOCKED: 'The browser blocked the provider window: allow pop-ups for this site and try again',
}

export default onrampErrorTexts
