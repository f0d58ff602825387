import type { NetworkNamespace, SigilState } from '@sigil/core'

const FALLBACK_NAMESPACE: NetworkNamespace = 'eip155'

/** The namespace the views talk about when none is given. */
export function activeNamespace(state: SigilState, namespace?: NetworkNamespace): NetworkNamespace {
  return (
    namespace ?? state.chain.activeNamespace ?? state.chain.networks[0]?.chainNamespace ?? FALLBACK_NAMESPACE
  )
}
