import type { CaipNetwork } from '../caip/types.js'
import type { SwapService } from '../swap/swapService.js'
import type { PreviewCall } from './callsPreview.js'

export type SwapPreviewTrade = {
  network: CaipNetwork
  account: string
  /** CAIP-10 of the token sold and of the token bought. */
  from: string
  to: string
  /** Base units of the token sold. */
  amount: bigint
  /** The quote said the allowance is short: the approval comes first. */
  needsApproval: boolean
}

/**
 * The calls a swap will ask the wallet for, built by the swap provider now, at the quoted
 * price: the approval when it is needed, then the swap with its minimum output. Built with
 * `disableEstimate`, since the provider's own estimate refuses a swap whose approval is not
 * given yet; the preview runs both in order instead.
 */
export async function swapPreviewCalls(
  service: Pick<SwapService, 'buildSwapApproval' | 'buildSwapTransaction'>,
  trade: SwapPreviewTrade,
): Promise<PreviewCall[]> {
  const { needsApproval, ...parameters } = trade
  const [approval, swap] = await Promise.all([
    needsApproval ? service.buildSwapApproval(parameters) : undefined,
    service.buildSwapTransaction({ ...parameters, disableEstimate: true }),
  ])
  const call = (request: { to: string; data: string; value: bigint }): PreviewCall => ({
    to: request.to,
    data: request.data,
    value: request.value.toString(),
  })
  return approval ? [call(approval), call(swap)] : [call(swap)]
}
