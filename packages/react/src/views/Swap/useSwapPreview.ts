import {
  checkSwapAmount,
  resolveSwapService,
  type SwapSessionState,
  swapPreviewCalls,
} from '@sigil/core/swap'
import { useMemo, useRef } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import type { PreviewRequest } from '../../preview/previewState.js'

/**
 * The preview of the swap on the screen: the calls the swap provider builds for this quote (the
 * approval when it is needed, then the swap with its minimum output), run in order on the
 * network's RPC. Each new quote is a new preview; a price that moves after it makes the same
 * calls fail, which `recheck` finds right before the wallet is asked. The wallet chooses the
 * fee, so the preview's fee is an estimate.
 */
export function useSwapPreview(state: SwapSessionState): PreviewRequest | undefined {
  const client = useSigilClient()
  const { swapService, blockchain } = useModalOptions()
  const { network, from, to, amount, amountError, quote, status, step } = state
  const details = quote.status === 'ready' ? quote.details : undefined
  // Every quote gets its own number, so an unchanged price asked again is previewed again.
  const quotes = useRef<{ details: unknown; count: number }>({ details: undefined, count: 0 })
  if (details && quotes.current.details !== details)
    quotes.current = { details, count: quotes.current.count + 1 }
  const account = network ? client.getState().accounts[network.chainNamespace]?.address : undefined
  const count = quotes.current.count
  return useMemo((): PreviewRequest | undefined => {
    if (status !== 'ready' || step.name !== 'idle' || amountError || !details) return undefined
    if (!network || !account || !from || !to) return undefined
    const value = checkSwapAmount(amount, from).value
    const load = resolveSwapService(swapService, blockchain)
    if (value === undefined || !load) return undefined
    const trade = {
      network,
      account,
      from: from.address,
      to: to.address,
      amount: value,
      needsApproval: details.needsApproval,
    }
    return {
      key: `${network.caipNetworkId}|${account}|${from.address}|${to.address}|${value}|${count}`,
      network,
      from: account,
      keepsTerms: false,
      build: () => load().then((service) => swapPreviewCalls(service, trade)),
    }
  }, [
    status,
    step.name,
    amountError,
    details,
    network,
    account,
    from,
    to,
    amount,
    swapService,
    blockchain,
    count,
  ])
}
