export { createFakeClock, type FakeClock, flushPromises } from './createFakeClock.js'
export { silentLogger } from './silentLogger.js'
