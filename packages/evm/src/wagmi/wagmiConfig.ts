import type { Config } from '@wagmi/core'

/** A wagmi connector, as the bridge reads it: the same in @wagmi/core 2 and 3. */
export type WagmiConnectorLike = {
  readonly uid: string
  readonly id: string
  readonly name: string
  readonly type: string
  readonly icon?: string | undefined
  readonly rdns?: string | readonly string[] | undefined
  getProvider(parameters?: { chainId?: number | undefined }): Promise<unknown>
}

/** One connection wagmi holds (per connector uid). */
export type WagmiConnectionLike = {
  readonly accounts: readonly string[]
  readonly chainId: number
  readonly connector: WagmiConnectorLike
}

/**
 * An app's wagmi config, made by `createConfig` of `wagmi` or `@wagmi/core`, major 2 or 3. The
 * type names only the parts both majors share, so the bridge's signature accepts either; the
 * config's own major does the work, because the bridge calls the `@wagmi/core` the app installed
 * (a peer dependency).
 */
export type WagmiConfig = {
  readonly chains: readonly { readonly id: number }[]
  readonly connectors: readonly WagmiConnectorLike[]
  readonly state: {
    readonly status: 'connected' | 'connecting' | 'disconnected' | 'reconnecting'
    readonly current: string | null
    readonly connections: ReadonlyMap<string, WagmiConnectionLike>
  }
}

/**
 * The config as the @wagmi/core actions' types expect it. The bridge is type-checked against
 * @wagmi/core 3's declarations; at run time the actions and the config come from the one
 * @wagmi/core the app installed, 2 or 3, whose actions the bridge uses share names and shapes
 * (the tests run against each major).
 */
export const asCoreConfig = (config: WagmiConfig): Config => config as unknown as Config
