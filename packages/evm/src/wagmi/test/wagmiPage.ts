import { type CaipNetwork, createMemoryStorage, type KeyValueStorage } from '@sigil/core'
import { type CreateConnectorFn, createConfig, createStorage, custom, type Transport } from '@wagmi/core'
import { defineChain } from 'viem'
import { chainConfig as zksyncChainConfig } from 'viem/zksync'
import { vi } from 'vitest'
import { toViemChain } from '../../chain/toViemChain.js'
import { FakeWindow } from '../../test/FakeWindow.js'

/**
 * A page for wagmi in node: a FakeWindow set as the global `window`, because wagmi (and its
 * EIP-6963 store) read the global one. Undo with `vi.unstubAllGlobals()`.
 */
export function installPage(): FakeWindow {
  const page = new FakeWindow()
  vi.stubGlobal('window', page)
  return page
}

/** A transport whose every request fails: unit tests never read a chain through wagmi. */
const noChain: Transport = custom({
  request: async () => {
    throw new Error('no chain in unit tests')
  },
})

export type TestConfigOptions = {
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  storage?: KeyValueStorage
  connectors?: readonly CreateConnectorFn[]
  transports?: Record<number, Transport>
}

/** The viem chain an app would put in its wagmi config: ZKsync chains carry viem's ZKsync formatters. */
const appChain = (network: CaipNetwork) =>
  network.stack === 'zksync'
    ? defineChain({ ...toViemChain(network), ...zksyncChainConfig })
    : toViemChain(network)

/** A wagmi config over Sigil test networks, as an app would write it. */
export function testWagmiConfig({ networks, storage, connectors, transports }: TestConfigOptions) {
  const [first, ...rest] = networks
  const chains = [appChain(first), ...rest.map(appChain)] as const
  return createConfig({
    chains,
    connectors: connectors ?? [],
    storage: createStorage({ storage: storage ?? createMemoryStorage() }),
    transports: Object.fromEntries(chains.map((chain) => [chain.id, transports?.[chain.id] ?? noChain])),
  })
}
