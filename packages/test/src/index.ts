export {
  createFakeAdapter,
  type FakeAdapter,
  type FakeAdapterOptions,
  type FakeCall,
  type FakeOutcome,
  FakeUserRejectedError,
} from './createFakeAdapter.js'
export { createFakeAuthConnector, type FakeAuthConnector } from './createFakeAuthConnector.js'
export { createFakeClock, type FakeClock, flushPromises } from './createFakeClock.js'
export { createMemoryLogSink } from './createMemoryLogSink.js'
export { createTestClient, type TestClient, type TestClientOptions } from './createTestClient.js'
export { eip191Check, eip191Valid } from './eip191Check.js'
export { DEFAULT_FUZZ_RUNS, fuzzParameters, fuzzRuns, hostileValue } from './fuzzRuns.js'
export { testBase, testBitcoin, testMainnet, testOptimism, testSolana } from './networks.js'
export { silentLogger } from './silentLogger.js'
export { storedEvmConnection } from './storedEvmConnection.js'
