import type { SigilClient } from '../client/types.js'
import { readReceiver } from '../send/receiver.js'
import { checkSendAmount } from '../send/sendAmount.js'
import type { SendState } from '../send/sendState.js'
import type { PreviewCall } from './callsPreview.js'

/**
 * The one call Send will ask the wallet for: the native coin as the value to the receiver, or
 * the token transfer the adapter builds (as `sendTokens` does). Undefined while the form is
 * not complete, or when the adapter cannot build a token transfer.
 */
export async function sendPreviewCalls(
  client: SigilClient,
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>,
): Promise<PreviewCall[] | undefined> {
  const network = client.getState().chain.activeNetwork
  const { token, sendTokenAmount = '', receiverAddress = '' } = state
  if (!network || !token || token.caipNetworkId !== network.caipNetworkId) return undefined
  const amount = checkSendAmount(sendTokenAmount, token)
  const receiver = readReceiver(receiverAddress, network.chainNamespace)
  if (!amount.ok || receiver.kind !== 'address') return undefined
  if (token.address === undefined) return [{ to: receiver.address, value: amount.value.toString() }]
  const adapter = client.getAdapter(network.chainNamespace)
  if (!adapter.buildTokenTransfer) return undefined
  const request = await adapter.buildTokenTransfer({
    network,
    token: token.address,
    to: receiver.address,
    amount: amount.value.toString(),
  })
  return [{ to: request.to, value: request.value, ...(request.data ? { data: request.data } : {}) }]
}
