/**
 * The tip jar's English texts. The modal shows them through `useMessages` (the view's own ids) and
 * the registered label and title (`extension.accountActions.tips`, `view.tips/form`); the host
 * passes their translation for the language shown as `HatchProvider`'s `messages` (translations.ts).
 */
export const tipsMessages = {
  'extension.accountActions.tips': 'Tip',
  'view.tips/form': 'Tip jar',
  'tips.amount': 'Tip amount',
  'tips.option': '{amount} ETH',
  'tips.send': 'Send {amount} ETH tip',
  'tips.sending': 'Sending…',
  'tips.sent': 'Thank you! Tips sent: {count}',
  'tips.failed': 'Tip not sent: {error}',
  'tips.connectFirst': 'Connect an EVM wallet to send a tip.',
} as const

/** One text id of the tip jar. */
export type TipsMessageId = keyof typeof tipsMessages
