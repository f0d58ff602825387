import { useEffect, useState } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { ViewStyles } from '../../element/ViewStyles.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { errorText } from '../../strings/errorText.js'
import { useT } from '../../strings/useT.js'
import { SendForm } from './SendForm.js'
import { SendResult } from './SendResult.js'
import { SendReview } from './SendReview.js'
import { SEND_CSS } from './sendStyles.js'
import { useSendableTokens } from './useSendableTokens.js'
import { useSendController } from './useSendController.js'

const sameToken = (
  a: { caipNetworkId: string; address?: string },
  b: { caipNetworkId: string; address?: string },
) => a.caipNetworkId === b.caipNetworkId && a.address?.toLowerCase() === b.address?.toLowerCase()

/**
 * Send: choose a token, an amount and a receiver, review, then send through the wallet and
 * follow the transaction to its block. The rules and the send state live in the core's
 * send controller; this view lays them out.
 */
export default function SendView() {
  const t = useT()
  const client = useSigilClient()
  const [controller, state] = useSendController()
  // Back from an approval shown over Send, a send still in flight (or its refusal) is on the review.
  const [step, setStep] = useState<'form' | 'review'>(() => {
    const { loading, error } = controller.getState()
    return loading || error ? 'review' : 'form'
  })
  const [refresh, setRefresh] = useState(0)
  const [dismissedHash, setDismissedHash] = useState<string>()
  const { status, tokens } = useSendableTokens(refresh)
  const namespace = useSigilSelector((s) => activeNamespace(s))
  const connected = useSigilSelector((s) => Boolean(s.accounts[namespace]?.address))
  const network = useSigilSelector((s) => s.chain.activeNetwork)

  // The chosen token follows the list: its balance when the list is read again, the first
  // token (the native coin) when nothing fits, as on arrival or after a network switch.
  useEffect(() => {
    if (status !== 'ready') return
    const current = state.token
    const match = current ? tokens.find((token) => sameToken(token, current)) : undefined
    if (current && match) {
      if (match.balance !== current.balance) controller.setToken(match)
      return
    }
    if (current !== tokens[0]) controller.setToken(tokens[0])
  }, [status, tokens, state.token, controller])

  // Once sent, the balances are read again past the caches, for this view and for Account.
  const sentHash = state.transaction?.status === 'pending' ? undefined : state.transaction?.hash
  useEffect(() => {
    if (sentHash) setRefresh((n) => n + 1)
  }, [sentHash])

  if (!connected)
    return (
      <div className="sigil-center">
        <p className="sigil-text-muted">{t('send.connectFirst')}</p>
      </div>
    )

  const transaction =
    state.transaction && state.transaction.hash !== dismissedHash ? state.transaction : undefined
  return (
    <div>
      <ViewStyles css={SEND_CSS} />
      {transaction ? (
        <SendResult
          transaction={transaction}
          {...(network ? { networkName: network.name } : {})}
          {...(state.error
            ? {
                warning: t('send.result.notFollowed', {
                  reason: errorText(t, state.error, 'error.generic', client.config),
                }),
              }
            : {})}
          onDone={() => client.router.goBack()}
          onBackToForm={() => {
            setDismissedHash(transaction.hash)
            setStep('form')
          }}
        />
      ) : step === 'review' && state.token && state.receiverAddress ? (
        <SendReview
          state={state}
          {...(network ? { network } : {})}
          onBack={() => setStep('form')}
          onSend={(fee) => void controller.send(fee ? { fee } : undefined)}
          onStopWaiting={() => {
            controller.release()
            setStep('form')
          }}
        />
      ) : (
        <SendForm
          controller={controller}
          state={state}
          tokens={tokens}
          tokensLoading={status === 'loading'}
          onReceiverInput={(input) => void controller.setReceiver(input)}
          onReview={() => setStep('review')}
        />
      )}
    </div>
  )
}
