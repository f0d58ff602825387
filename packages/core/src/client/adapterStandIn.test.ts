import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapter.js'
import { adapterCode } from './adapterCode.js'
import { chainAdapterStandIn, type LoadedChainAdapter } from './adapterStandIn.js'

const connector: Connector = { id: 'w', type: 'INJECTED', name: 'W', chain: 'eip155' }

function loadedAdapter(): LoadedChainAdapter & { tornDown: boolean } {
  const adapter = {
    tornDown: false,
    namespace: 'eip155' as const,
    setup: async () => {},
    getConnectors: () => [connector],
    connect: async () => ({ accounts: [], caipNetworkId: 'eip155:1' as const }),
    reconnect: async () => ({ accounts: [], caipNetworkId: 'eip155:1' as const }),
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    signMessage: async ({ message }: { message: string }) => `signed ${message}`,
    getProvider: (id: string) => ({ provider: id }),
    addConnector: () => () => {},
    teardown: () => {
      adapter.tornDown = true
    },
  }
  return adapter as unknown as LoadedChainAdapter & { tornDown: boolean }
}

describe("an adapter's stand-in", () => {
  it('answers no connector and no provider before the code is here, then answers from it', async () => {
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => {
      release = resolve
    })
    const adapter = loadedAdapter()
    const standIn = chainAdapterStandIn(
      adapterCode(async () => {
        await arrived
        return adapter
      }),
    )
    expect(standIn.getConnectors()).toEqual([])
    expect(standIn.getProvider('w')).toBeUndefined()
    const signed = standIn.signMessage({ message: 'hi' } as never)
    release()
    await expect(signed).resolves.toBe('signed hi')
    expect(standIn.getConnectors()).toEqual([connector])
    expect(standIn.getProvider('w')).toEqual({ provider: 'w' })
    standIn.teardown()
    expect(adapter.tornDown).toBe(true)
  })
})
