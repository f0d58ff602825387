import type { CaipNetwork, TransactionFee } from '@sigil/core'
import { checkSendAmount, feeCeiling, type SendFlowState } from '@sigil/core/internal'
import { useEffect, useState } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'

export type NetworkFee =
  | { status: 'estimating' }
  /** The most the transaction can cost, in the native coin's smallest unit. */
  | { status: 'ready'; ceiling: bigint }
  | { status: 'unknown' }

/**
 * The network fee of the transfer under review, estimated by the adapter (`estimateFee`) for
 * this very transaction: the native coin to the receiver, or the token transfer the adapter
 * builds. The fee terms Max computed with are used as they are. Undefined when the adapter
 * cannot estimate (the review then shows no fee row rather than a guess).
 */
export function useNetworkFee(state: SendFlowState, network?: CaipNetwork): NetworkFee | undefined {
  const client = useSigilClient()
  const { token, sendTokenAmount, receiverAddress, maxFee } = state
  const [fee, setFee] = useState<{ key: string; fee: NetworkFee }>()
  const adapter = network ? adapterOf(client, network) : undefined
  const from = network ? client.getState().accounts[network.chainNamespace]?.address : undefined
  const key = `${network?.caipNetworkId}|${token?.address ?? 'native'}|${sendTokenAmount}|${receiverAddress}|${from}`
  const canEstimate = Boolean(adapter?.estimateFee && network && token && receiverAddress && from)

  useEffect(() => {
    if (!canEstimate || !adapter?.estimateFee || !network || !token || !receiverAddress || !from) return
    let current = true
    const settle = (next: NetworkFee) => current && setFee({ key, fee: next })
    if (maxFee) {
      settle({ status: 'ready', ceiling: feeCeiling(maxFee) })
      return
    }
    const amount = checkSendAmount(sendTokenAmount, token)
    if (!amount.ok) return
    const estimate = async (): Promise<TransactionFee> => {
      if (token.address === undefined)
        return adapter.estimateFee!({ network, from, to: receiverAddress, value: amount.value.toString() })
      if (!adapter.buildTokenTransfer) throw new Error('no token transfer')
      const request = await adapter.buildTokenTransfer({
        network,
        token: token.address,
        to: receiverAddress,
        amount: amount.value.toString(),
      })
      return adapter.estimateFee!({
        network,
        from,
        to: request.to,
        value: request.value,
        ...(request.data ? { data: request.data } : {}),
      })
    }
    settle({ status: 'estimating' })
    estimate().then(
      (terms) => settle({ status: 'ready', ceiling: feeCeiling(terms) }),
      () => settle({ status: 'unknown' }),
    )
    return () => {
      current = false
    }
  }, [key, canEstimate, adapter, network, token, receiverAddress, from, sendTokenAmount, maxFee])

  if (!canEstimate) return undefined
  return fee?.key === key ? fee.fee : { status: 'estimating' }
}

function adapterOf(client: ReturnType<typeof useSigilClient>, network: CaipNetwork) {
  try {
    return client.getAdapter(network.chainNamespace)
  } catch {
    return undefined
  }
}
