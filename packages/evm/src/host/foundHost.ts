import type { Connector } from '@sigil/core'

/** A host the page runs inside, with the connector of its wallet and who it says the person is. */
export type FoundHost = {
  connector: Connector & { host: NonNullable<Connector['host']> }
  profile?: { name: string; image?: string }
}

/** Options for the hosts, from `evm()`. */
export type HostOptions = {
  /** Origins a Safe{Wallet} host may answer from. */
  safeOrigins: readonly RegExp[]
}
