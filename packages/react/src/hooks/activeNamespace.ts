import type { NetworkNamespace, SigilState } from '@sigil/core'
import { isNetworkNamespace } from '@sigil/core/internal'

const FALLBACK_NAMESPACE: NetworkNamespace = 'eip155'

/**
 * The namespace the views talk about when none is given. A hook's argument comes from the app, so a
 * value that is no namespace (a typo, an object) reads as none given rather than as a key of the state.
 */
export function activeNamespace(state: SigilState, namespace?: NetworkNamespace): NetworkNamespace {
  return (
    (isNetworkNamespace(namespace) ? namespace : undefined) ??
    state.chain.activeNamespace ??
    state.chain.networks[0]?.chainNamespace ??
    FALLBACK_NAMESPACE
  )
}
