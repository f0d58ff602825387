import { type Clock, createMemoryStorage, type KeyValueStorage, type SigilConfig } from '@sigil/core'
import { createInternalSigil, createLogger } from '@sigil/core/internal'
import { createFakeAdapter, type FakeAdapter, type FakeAdapterOptions } from './createFakeAdapter.js'
import { createFakeClock, type FakeClock } from './createFakeClock.js'
import { createMemoryLogSink } from './createMemoryLogSink.js'
import { testBase, testMainnet, testSolana } from './networks.js'

export type TestClientOptions<C extends Clock = FakeClock> = Omit<
  Partial<SigilConfig>,
  'clock' | 'storage'
> & {
  /** The client's clock: a fake one at 1,000,000 unless given. */
  clock?: C
  storage?: KeyValueStorage
  /** How the fake eip155 adapter answers: its connectors, account, balance … */
  evm?: FakeAdapterOptions
  /** How the fake Solana adapter answers; `false` for an app without Solana. */
  solana?: FakeAdapterOptions | false
}

export type TestClient<C extends Clock = FakeClock> = ReturnType<typeof build<C>>

/**
 * A real client (`createSigil`) on a fake clock, memory storage and fake eip155 + Solana
 * adapters, its logs kept. Config given here goes to `createSigil` as is.
 */
export function createTestClient<C extends Clock = FakeClock>(
  options: TestClientOptions<C> & { solana: false },
): TestClient<C> & { solana: undefined }
export function createTestClient<C extends Clock = FakeClock>(
  options?: TestClientOptions<C>,
): TestClient<C> & { solana: FakeAdapter }
export function createTestClient<C extends Clock = FakeClock>(options: TestClientOptions<C> = {}) {
  return build(options)
}

function build<C extends Clock>(options: TestClientOptions<C>) {
  const { clock: given, storage: givenStorage, evm: evmOptions, solana: solanaOptions, ...config } = options
  const clock = given ?? (createFakeClock(1_000_000) as unknown as C)
  const storage = givenStorage ?? createMemoryStorage()
  const log = createMemoryLogSink()
  const evm = createFakeAdapter({ namespace: 'eip155', ...evmOptions })
  const solana =
    solanaOptions === false
      ? undefined
      : createFakeAdapter({
          namespace: 'solana',
          chainId: testSolana.id,
          balance: { balance: '2', symbol: 'SOL' },
          ...solanaOptions,
        })
  const sigilConfig: SigilConfig = {
    projectId: 'test',
    networks: solana ? [testMainnet, testBase, testSolana] : [testMainnet, testBase],
    adapters: solana ? [evm, solana] : [evm],
    logLevel: 'debug',
    logSink: log.sink,
    ...config,
    clock,
    storage,
  }
  const client = createInternalSigil(sigilConfig)
  return { client, clock, storage, log, evm, solana, logger: createLogger({ sink: log.sink }) }
}
