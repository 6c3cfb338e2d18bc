export { errorCatalogue, formatMessage, type ErrorCode, type KernelErrorCode, type HatchErrorCodes } from './catalogue.js'
export { alertCatalogue, type AlertCode } from './alerts.js'
export { HatchError, isHatchError, type HatchErrorOptions } from './HatchError.js'
