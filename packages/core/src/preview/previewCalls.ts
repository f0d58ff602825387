import type { SigilClient } from '../client/types.js'
import type { CallsPreview, PreviewCallsParameters } from './callsPreview.js'

export type PreviewCallsReturnType = Promise<CallsPreview>
/** None: a preview that cannot be made resolves as `unavailable`, with the reason. */
export type PreviewCallsErrorType = never

/**
 * What the calls would do for the sender, asked of the network's adapter over the app's own
 * RPC. A network whose adapter cannot preview says so (`unavailable: network`); an RPC that
 * cannot run the calls says so too (`unavailable: rpc`, the cause in the log). Never throws.
 */
export async function previewCalls(
  client: SigilClient,
  parameters: PreviewCallsParameters,
  /** Told why the RPC could not run the calls (for the log; the person reads `unavailable`). */
  onError?: (error: unknown) => void,
): PreviewCallsReturnType {
  let adapter: ReturnType<SigilClient['getAdapter']> | undefined
  try {
    adapter = client.getAdapter(parameters.network.chainNamespace)
  } catch {
    adapter = undefined
  }
  if (!adapter?.previewCalls) return { status: 'unavailable', reason: 'network' }
  try {
    return await adapter.previewCalls(parameters)
  } catch (error) {
    onError?.(error)
    return { status: 'unavailable', reason: 'rpc' }
  }
}
