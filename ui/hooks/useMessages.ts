// In useTranslator.ts: a small hook over it, imported by most views, whose module of its own was a
// chunk of its own in a host's build.
export { useMessages, type ErrorMessageId } from './useTranslator.js'
