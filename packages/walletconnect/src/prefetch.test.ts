import { createSigil, defineNetwork } from '@sigil/core'
import { describe, expect, it, vi } from 'vitest'
import { walletConnect } from './walletConnect.js'

// The module that loads the SDK, watched: when it is first evaluated, and when a session opens.
const watched = vi.hoisted(() => ({ evaluated: 0, opened: 0 }))
vi.mock('./sdk/walletConnectSession.js', async (importOriginal) => {
  watched.evaluated++
  const actual = await importOriginal<typeof import('./sdk/walletConnectSession.js')>()
  return {
    ...actual,
    openWalletConnectSession: (...args: Parameters<typeof actual.openWalletConnectSession>) => {
      watched.opened++
      return actual.openWalletConnectSession(...args)
    },
  }
})

const network = defineNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
})

describe('walletConnect().prefetch', () => {
  it('R-WC-01 fetches and evaluates the SDK without starting it (no session, no socket); made and set up, nothing loads', async () => {
    const connector = walletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1/relay',
      metadata: { name: 'test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    })
    const client = createSigil({ projectId: 'p', networks: [network], connectors: [connector] })
    await client.ready()
    expect(watched).toEqual({ evaluated: 0, opened: 0 })

    await connector.prefetch?.()
    expect(watched).toEqual({ evaluated: 1, opened: 0 })
    expect(connector.isLoaded()).toBe(false)
    // Asked again (idle, then intent): the same fetch, nothing more.
    await connector.prefetch?.()
    expect(watched).toEqual({ evaluated: 1, opened: 0 })
    client.destroy()
  }, 60_000)
})
