import { useCallback } from 'react'
import { fillPlaceholders, type MessageParams } from '../messages/translate.js'
import { useTranslator } from './useTranslator.js'

/**
 * A translator for a plugin's own texts. `messages` is the plugin's English catalogue (ids to
 * texts with `{name}` placeholders); a locale the host installed may override any id, so plugin
 * texts translate like the shell's.
 *
 * @example
 * ```tsx
 * const messages = { 'tips.title': 'Send a tip', 'tips.sent': 'Sent {amount}' } as const
 * const say = useMessages(messages)
 * say('tips.sent', { amount: '1 ETH' })
 * ```
 */
export function useMessages<M extends Readonly<Record<string, string>>>(messages: M): (id: keyof M & string, params?: MessageParams) => string {
  const { maybe } = useTranslator()
  return useCallback((id, params) => maybe(id, params) ?? fillPlaceholders(messages[id] ?? id, params), [maybe, messages])
}
