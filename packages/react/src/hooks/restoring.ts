import type { SigilState } from '@sigil/core'

/**
 * Whether a namespace is connecting. Where a page starts (the client just made, its buttons and
 * modal mounting) that is the restore of a stored connection: nothing else connects yet.
 */
export const restoring = (state: SigilState): boolean =>
  Object.values(state.connection.status).includes('connecting')
