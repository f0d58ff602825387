import { createFakeClock, type FakeClock } from '@sigil/test'
import { createSigil } from '../client/createSigil.js'
import type { KeyValueStorage, SigilConfig } from '../client/types.js'
import { createLogger } from '../logger/index.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createFakeAdapter, type FakeAdapter } from './createFakeAdapter.js'
import { createMemoryLogSink } from './createMemoryLogSink.js'
import { testBase, testMainnet, testSolana } from './networks.js'

export type TestClientOptions = Partial<SigilConfig> & { storage?: KeyValueStorage; clock?: FakeClock }

/** A client on a fake clock, memory storage and fake eip155 + solana adapters, logs kept. */
export function createTestClient(options: TestClientOptions = {}) {
  const clock = options.clock ?? createFakeClock(1_000_000)
  const storage = options.storage ?? createMemoryStorage()
  const log = createMemoryLogSink()
  const evm = createFakeAdapter({ namespace: 'eip155' })
  const solana = createFakeAdapter({
    namespace: 'solana',
    chainId: testSolana.id,
    balance: { balance: '2', symbol: 'SOL' },
  })
  const adapters: FakeAdapter[] = [evm, solana]
  const client = createSigil({
    projectId: 'test',
    networks: [testMainnet, testBase, testSolana],
    adapters,
    logLevel: 'debug',
    logSink: log.sink,
    ...options,
    clock,
    storage,
  })
  return { client, clock, storage, log, evm, solana, logger: createLogger({ sink: log.sink }) }
}
