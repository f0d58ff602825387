import {
  type Connector,
  createSigil,
  defineNetwork,
  isSigilError,
  type SharedConnectorContext,
} from '@sigil/core'
import { configWarnings } from '@sigil/core/internal'
import { describe, expect, it } from 'vitest'
import { alertForProviderError } from './providerAlerts.js'
import { walletConnect } from './walletConnect.js'

const options = {
  projectId: 'p',
  relayUrl: 'ws://127.0.0.1:1/relay',
  metadata: { name: 'test', description: 'test', url: 'http://127.0.0.1', icons: [] },
}
const network = defineNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
})

const errorOf = async (run: () => Promise<unknown>) => {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

describe('walletConnect connector', () => {
  it('a config whose relay is given to walletConnect({ relayUrl }) (and not to services) gets no relay warning', () => {
    const warnings = configWarnings({
      projectId: 'p',
      networks: [network],
      connectors: [walletConnect(options)],
      services: { registryUrl: 'http://127.0.0.1:1/registry' },
    })
    expect(warnings.some((warning) => warning.includes('WalletConnect'))).toBe(false)
    expect(warnings.length).toBeGreaterThan(0)
  })

  it("R-ERR-15 used before a client set it up, it fails with 'WalletConnectConnector not found'", async () => {
    const connector = walletConnect(options)
    const provider = connector.provider('eip155') as { request(args: { method: string }): Promise<unknown> }
    const error = await errorOf(() => provider.request({ method: 'eth_accounts' }))
    expect(isSigilError(error, 'WALLETCONNECT_CONNECTOR_NOT_FOUND')).toBe(true)
    expect((error as Error).message).toContain('WalletConnectConnector not found')
  })

  it("R-ERR-15 a namespace it has no provider for is 'Unsupported chain namespace'", () => {
    const connector = walletConnect(options)
    let caught: unknown
    try {
      connector.provider('bip122')
    } catch (error) {
      caught = error
    }
    expect(isSigilError(caught, 'UNSUPPORTED_CHAIN_NAMESPACE')).toBe(true)
  })

  it('is offered to the adapter of each namespace it serves, and loads no SDK until used', async () => {
    const connector = walletConnect(options)
    let received: SharedConnectorContext | undefined
    const client = createSigil({
      projectId: 'p',
      networks: [network],
      connectors: [{ ...connector, setup: (context) => (received = context) }],
      adapters: [
        {
          namespace: 'eip155',
          setup: () => {},
          getConnectors: () => added,
          addConnector: (entry) => {
            added.push(entry)
            return () => undefined
          },
          connect: () => Promise.reject(new Error('not used')),
          reconnect: () => Promise.reject(new Error('not used')),
          disconnect: async () => {},
          switchNetwork: async () => {},
          getBalance: async () => ({ balance: '0', symbol: 'ETH' }),
          signMessage: async () => '0x',
          getProvider: () => undefined,
        },
      ],
    })
    const added: Connector[] = []
    await client.ready()
    expect(added).toEqual([
      expect.objectContaining({
        id: 'walletConnect',
        type: 'WALLET_CONNECT',
        chain: 'eip155',
        provider: connector.provider('eip155'),
      }),
    ])
    expect(received?.networks).toEqual([network])
    expect(connector.isLoaded()).toBe(false)
    received?.onPairing({ uri: 'wc:abc@2?relay-protocol=irn&symKey=00', expiresAt: 1 })
    expect(client.getState().router.pairingUri).toBe('wc:abc@2?relay-protocol=irn&symKey=00')
    received?.onPairing(undefined)
    expect(client.getState().router.pairingUri).toBeUndefined()
  })

  it('R-ERR-21 provider errors map to alerts by their message, and the same error twice shows one alert', async () => {
    expect(alertForProviderError(new Error('Unauthorized: invalid key'))).toBe('INVALID_PROJECT_ID')
    expect(alertForProviderError({ message: 'JWT token not yet valid' })).toBe('SESSION_EXPIRED')
    expect(alertForProviderError(new Error('Rate limit exceeded'))).toBe('RATE_LIMITED')
    expect(alertForProviderError(new Error('Origin not allowed'))).toBe('ORIGIN_NOT_ALLOWED')
    expect(alertForProviderError(new Error('Missing project id'))).toBe('PROJECT_ID_NOT_CONFIGURED')
    expect(alertForProviderError(new Error('Proposal expired'))).toBeUndefined()

    let context: SharedConnectorContext | undefined
    const client = createSigil({
      projectId: 'p',
      networks: [network],
      connectors: [{ ...walletConnect(options), setup: (received) => (context = received) }],
    })
    await client.ready()
    for (const error of [new Error('Unauthorized: invalid key'), new Error('Unauthorized: invalid key')]) {
      const code = alertForProviderError(error)
      if (code) context?.raiseAlert(code)
    }
    expect(client.getState().alerts.map((alert) => alert.code)).toEqual(['INVALID_PROJECT_ID'])
  })
})
