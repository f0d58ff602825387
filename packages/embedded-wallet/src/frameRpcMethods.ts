import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from '@sigil/core/internal'

/**
 * Methods on the app's allow-lists that the frame does not serve: account and chain methods
 * the provider answers through its own frame events, and eth_sendUserOperation, which the
 * secure site has no handler for (refused before it reaches the frame).
 */
const NOT_SERVED_BY_FRAME: readonly string[] = ['eth_accounts', 'eth_chainId', 'eth_sendUserOperation']

/**
 * The RPC methods the frame serves (spec §7, R-EMBED-32), exactly: the app's allow-lists (the
 * reads and raw send it runs at once, and the methods that need approval) less the ones above.
 */
export const FRAME_RPC_METHODS: readonly string[] = [...SAFE_RPC_METHODS, ...NOT_SAFE_RPC_METHODS].filter(
  (method) => !NOT_SERVED_BY_FRAME.includes(method),
)

export const isFrameRpcMethod = (method: string): boolean => FRAME_RPC_METHODS.includes(method)
