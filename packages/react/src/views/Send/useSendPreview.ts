import { type CaipNetwork, type SendFlowState, sendPreviewCalls } from '@sigil/core'
import { useMemo } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import type { PreviewRequest } from '../../preview/previewState.js'

/**
 * The preview of the transfer under review: the one call Send will ask the wallet for, with
 * Max's fee terms when Max chose the amount; the fee terms the preview returns are the ones
 * sent (`keepsTerms`). `shown` is false where the network's adapter cannot preview (the view
 * then keeps its fee estimate, and the preview says it is not available).
 */
export function useSendPreview(
  state: SendFlowState,
  network: CaipNetwork | undefined,
): { request: PreviewRequest | undefined; shown: boolean } {
  const client = useSigilClient()
  const { token, sendTokenAmount, receiverAddress, maxFee } = state
  const from = network ? client.getState().accounts[network.chainNamespace]?.address : undefined
  const key = `${network?.caipNetworkId}|${token?.address ?? 'native'}|${sendTokenAmount}|${receiverAddress}|${from}|${maxFee?.gas}|${maxFee?.maxFeePerGas}`
  const request = useMemo((): PreviewRequest | undefined => {
    if (!network || !from || !token || !receiverAddress || !sendTokenAmount) return undefined
    const form = { token, sendTokenAmount, receiverAddress }
    return {
      key,
      network,
      from,
      keepsTerms: true,
      ...(maxFee ? { fee: maxFee } : {}),
      build: () => sendPreviewCalls(client, form),
    }
  }, [key, network, from, token, receiverAddress, sendTokenAmount, maxFee, client])
  let shown = false
  try {
    shown = Boolean(network && client.getAdapter(network.chainNamespace).previewCalls)
  } catch {
    shown = false
  }
  return { request, shown }
}
