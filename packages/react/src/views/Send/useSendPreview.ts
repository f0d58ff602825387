import type { CaipNetwork } from '@sigil/core'
import { type SendFlowState, selectAccountTypeSwitch, sendPreviewCalls } from '@sigil/core/internal'
import { useMemo } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import type { PreviewRequest } from '../../preview/previewState.js'

/**
 * The preview of the transfer under review: the one call Send will ask the wallet for, with
 * Max's fee terms when Max chose the amount; the fee terms the preview returns are the ones
 * sent (`keepsTerms`), except from a smart account. `shown` is false where the network's
 * adapter cannot preview (the view then keeps its fee estimate, and the preview says it is not
 * available).
 */
export function useSendPreview(
  form: SendFlowState,
  network: CaipNetwork | undefined,
): { request: PreviewRequest | undefined; shown: boolean } {
  const client = useSigilClient()
  const { token, sendTokenAmount, receiverAddress, maxFee } = form
  const state = client.getState()
  const from = network ? state.accounts[network.chainNamespace]?.address : undefined
  // An embedded wallet acting as its smart account pays through a bundler: the fee terms of a
  // plain transaction do not bind it (the switch offered is then back to 'eoa').
  const keepsTerms = !network || selectAccountTypeSwitch(state, network.chainNamespace) !== 'eoa'
  const key = `${network?.caipNetworkId}|${token?.address ?? 'native'}|${sendTokenAmount}|${receiverAddress}|${from}|${maxFee?.gas}|${maxFee?.maxFeePerGas}|${keepsTerms}`
  const request = useMemo((): PreviewRequest | undefined => {
    if (!network || !from || !token || !receiverAddress || !sendTokenAmount) return undefined
    const fields = { token, sendTokenAmount, receiverAddress }
    return {
      key,
      network,
      from,
      keepsTerms,
      ...(maxFee ? { fee: maxFee } : {}),
      build: () => sendPreviewCalls(client, fields),
    }
  }, [key, network, from, token, receiverAddress, sendTokenAmount, maxFee, client, keepsTerms])
  let shown = false
  try {
    shown = Boolean(network && client.getAdapter(network.chainNamespace).previewCalls)
  } catch {
    shown = false
  }
  return { request, shown }
}
