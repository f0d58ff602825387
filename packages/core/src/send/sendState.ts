import type { CaipNetworkId } from '../caip/types.js'

/** A token the account can send: the network's native coin or a fungible token it holds. */
export type SendToken = {
  name: string
  symbol: string
  decimals: number
  /** The network the token lives on (CAIP-2). */
  caipNetworkId: CaipNetworkId
  /** The token's contract (or mint) address; absent for the native coin. */
  address?: string
  /** What the account holds, in whole units as decimal text. */
  balance: string
  iconUrl?: string
}

/** The send state of spec §3: what is sent, how much, and to whom. */
export type SendState = {
  token?: SendToken
  /** Whole units as the person typed them (decimal text, '.' as separator). */
  sendTokenAmount?: string
  /** The resolved receiver address; undefined while a typed name is unresolved. */
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImage?: string
}

/** Nothing chosen yet; also what the state returns to after a successful send (spec §4). */
export const EMPTY_SEND_STATE: SendState = Object.freeze({})
