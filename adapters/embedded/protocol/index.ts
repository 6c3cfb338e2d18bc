/** The page ↔ frame protocol shared by adapters/embedded (page) and secure-site/frame (frame). */
export { PROTOCOL_VERSION, MESSAGE_LIMITS, BATCH_MESSAGE_LIMITS, BATCH_METHODS, checkShape, limitsFor, type ShapeProblem } from './limits.js'
export {
  APP_EVENTS,
  Envelope,
  ErrorPayload,
  HelloMessage,
  PromptHeightMessage,
  ProtocolErrorMessage,
  ReadyMessage,
  REQUEST_PAYLOADS,
  RpcRequestPayload,
  SUCCESS_PAYLOADS,
  SocialProvider,
  errorType,
  successType,
  type AppEvent,
} from './messages.js'
export { SocialResultMessage, acceptSocialResult, type SocialResultCheck } from './socialResult.js'
