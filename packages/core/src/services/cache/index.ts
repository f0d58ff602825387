export { createRetryBlock, type RetryBlock } from './createRetryBlock.js'
export { createTtlCache, type TtlCache } from './createTtlCache.js'
