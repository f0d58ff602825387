import type { CaipNetwork, NetworkNamespace } from '../../caip/types.js'
import type { SiwxConfig, SiwxSession, SiwxSessionKey } from '../../siwx/types.js'
import type { ClientContext } from '../context.js'
import type { SigilState } from '../types.js'

/** The sign-in state of one client that is not in the store: its config and memory. */
export type SiwxRuntime = {
  readonly config: SiwxConfig
  /** The last network and address that had a session: where a required-mode cancel returns. */
  lastSigned?: SiwxSessionKey
  /** Bumped by every check, so an answer for an older account or network is dropped. */
  generation: number
  /** Counts sign-in requests, so the wallet's late answer to a superseded one is dropped. */
  signAttempt?: number
  /** The last attempt given up (cancel, disconnect): its late answer, even a signature, is dropped. */
  abandonedAttempt?: number
}

/** Gives up the sign-in requests asked so far: whatever the wallet answers to them later is dropped. */
export function abandonSignIn(runtime: SiwxRuntime): void {
  runtime.abandonedAttempt = runtime.signAttempt ?? 0
}

export type SiwxTarget = {
  namespace: NetworkNamespace
  network: CaipNetwork
  address: string
  key: SiwxSessionKey
}

/** The connected account and active network sign-in is about now, if any. */
export function siwxTarget(ctx: ClientContext, runtime: SiwxRuntime): SiwxTarget | undefined {
  const state = ctx.store.getState()
  const namespace = state.chain.activeNamespace
  const network = state.chain.activeNetwork
  if (!namespace || !network || network.chainNamespace !== namespace) return undefined
  if (runtime.config.namespaces && !runtime.config.namespaces.includes(namespace)) return undefined
  const address = state.accounts[namespace].address
  if (!address || state.connection.status[namespace] !== 'connected') return undefined
  return { namespace, network, address, key: { chainId: network.caipNetworkId, address } }
}

/** The sign-in state once no session stands: after a sign-out or a disconnect. */
export const SIWX_SIGNED_OUT: Partial<SigilState['siwx']> = {
  status: 'idle',
  session: undefined,
  error: undefined,
  declined: undefined,
  lastSignedChainId: undefined,
}

export function patchSiwx(ctx: ClientContext, patch: Partial<SigilState['siwx']>): void {
  ctx.store.setState((state) => ({ siwx: { ...state.siwx, ...patch } }))
}

export function setSignedIn(
  ctx: ClientContext,
  runtime: SiwxRuntime,
  session: SiwxSession,
  key: SiwxSessionKey,
) {
  runtime.lastSigned = key
  ctx.store.setState((state) => ({
    siwx: { required: state.siwx.required, status: 'signed', session, lastSignedChainId: key.chainId },
  }))
}
