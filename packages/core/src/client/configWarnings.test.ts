import { createMemoryLogSink } from '@sigil/test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapter.js'
import { mainnet } from '../caip/networks/index.js'
import type { SharedConnector } from '../sharedConnector.js'
import { configWarnings } from './configWarnings.js'
import { createSigil } from './createSigil.js'

const adapter = { namespace: 'eip155' } as unknown as ChainAdapter
/** A WalletConnect connector as the core sees it (the real one is tested in @sigil/walletconnect). */
const connectors = [
  {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    namespaces: ['eip155'],
  } as unknown as SharedConnector,
]
const services = {
  registryUrl: 'http://127.0.0.1:1/registry',
  relayUrl: 'ws://127.0.0.1:1',
  blockchainUrl: 'http://127.0.0.1:1/blockchain',
  analyticsUrl: 'http://127.0.0.1:1/analytics',
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('configWarnings', () => {
  it('a projectId without services configures no service: each missing one is named with what the app loses', () => {
    const warnings = configWarnings({ projectId: 'p', networks: [mainnet], adapters: [adapter] })
    expect(warnings).toEqual([
      expect.stringMatching(
        /^No wallet registry \(services\.registryUrl\): the modal lists only the wallets installed/,
      ),
      expect.stringMatching(
        /^No WalletConnect relay: phone wallets .* are not offered\. Add connectors: \[walletConnect\(\{ projectId, relayUrl, metadata \}\)\]/,
      ),
      expect.stringMatching(
        /^No blockchain service \(services\.blockchainUrl\): token lists, NFTs, activity/,
      ),
      expect.stringMatching(/^No analytics intake \(services\.analyticsUrl\)/),
    ])
  })

  it('says nothing when every service is configured; names a missing adapter; analytics turned off needs no intake', () => {
    expect(
      configWarnings({ projectId: 'p', networks: [mainnet], adapters: [adapter], connectors, services }),
    ).toEqual([])
    expect(configWarnings({ projectId: 'p', networks: [mainnet], connectors, services })).toEqual([
      expect.stringMatching(/^No adapters: no wallet can connect\. Add one, e\.g\. adapters: \[evm\(\)\]/),
    ])
    const { analyticsUrl: _, ...withoutAnalytics } = services
    expect(
      configWarnings({
        projectId: 'p',
        networks: [mainnet],
        adapters: [adapter],
        connectors,
        services: withoutAnalytics,
        features: { analytics: false },
      }),
    ).toEqual([])
  })
})

describe('the WalletConnect relay warning', () => {
  it('phone wallets come from a WalletConnect connector, which holds the relay URL: with one, no relay warning', () => {
    const withConnector = configWarnings({
      projectId: 'p',
      networks: [mainnet],
      adapters: [adapter],
      connectors,
      services: { ...services, relayUrl: undefined },
    })
    expect(withConnector.filter((w) => w.includes('WalletConnect'))).toEqual([])
  })

  it('services.relayUrl alone offers no phone wallets (nothing reads it to pair): the warning says what to add', () => {
    const withoutConnector = configWarnings({
      projectId: 'p',
      networks: [mainnet],
      adapters: [adapter],
      services,
    })
    expect(withoutConnector).toEqual([expect.stringMatching(/^No WalletConnect relay: .*walletConnect\(/)])
  })
})

describe('createSigil config warnings', () => {
  const create = (log: ReturnType<typeof createMemoryLogSink>) =>
    createSigil({
      projectId: 'p',
      networks: [mainnet],
      services: { ...services, relayUrl: undefined },
      reconnect: false,
      logSink: log.sink,
    })

  it('warns once in development for each thing, through each client’s own logger: nothing is kept between clients', () => {
    const expected = [
      expect.stringMatching(/^Sigil config: No adapters/),
      expect.stringMatching(/^Sigil config: No WalletConnect relay/),
    ]
    const first = createMemoryLogSink()
    const second = createMemoryLogSink()
    create(first).destroy()
    create(second).destroy()
    expect(first.records.filter((r) => r.level === 'warn').map((r) => r.message)).toEqual(expected)
    expect(second.records.filter((r) => r.level === 'warn').map((r) => r.message)).toEqual(expected)
  })

  it('stays quiet in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const log = createMemoryLogSink()
    create(log).destroy()
    expect(log.records.filter((r) => r.message.startsWith('Sigil config'))).toEqual([])
  })
})
