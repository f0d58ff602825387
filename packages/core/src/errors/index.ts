export type { AlertCode, ErrorCode } from './catalogue.js'
export { createError, type ErrorParams, formatMessage } from './createError.js'
export * from './definitions.js'
export { isSigilError, SigilError, type SigilErrorOptions } from './SigilError.js'
