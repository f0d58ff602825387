import { useEffect, useRef, useState } from 'react'
import { createPublicClient, type Hash, http, type TransactionReceipt } from 'viem'
import { errorText } from './errorText.js'

type State =
  | { kind: 'waiting' }
  | { kind: 'mined'; receipt: TransactionReceipt }
  | { kind: 'error'; message: string }

/**
 * Reads eth_getTransactionReceipt from the chain the transaction was sent on, until it is
 * mined; then tells `onMined` (the balance has changed).
 */
export function ReceiptPanel({
  hash,
  rpcUrl,
  onMined,
}: {
  hash: string
  rpcUrl: string
  onMined: () => void
}) {
  const [state, setState] = useState<State>({ kind: 'waiting' })
  const mined = useRef(onMined)
  mined.current = onMined
  useEffect(() => {
    let current = true
    setState({ kind: 'waiting' })
    const chain = createPublicClient({ transport: http(rpcUrl), pollingInterval: 250 })
    chain.waitForTransactionReceipt({ hash: hash as Hash, timeout: 60_000 }).then(
      (receipt) => {
        if (!current) return
        setState({ kind: 'mined', receipt })
        mined.current()
      },
      (error: unknown) => current && setState({ kind: 'error', message: errorText(error) }),
    )
    return () => {
      current = false
    }
  }, [hash, rpcUrl])

  return (
    <div className="receipt" id="receipt" data-testid="receipt" aria-live="polite">
      <span className="result__label">Receipt</span>
      {state.kind === 'waiting' && <p className="muted">Waiting for the block…</p>}
      {state.kind === 'error' && <p className="error">{state.message}</p>}
      {state.kind === 'mined' && (
        <dl className="facts facts--compact">
          <dt>Status</dt>
          <dd data-testid="receipt-status">{state.receipt.status}</dd>
          <dt>Block</dt>
          <dd data-testid="receipt-block">{state.receipt.blockNumber.toString()}</dd>
          <dt>Gas used</dt>
          <dd>{state.receipt.gasUsed.toString()}</dd>
          <dt>From</dt>
          <dd className="mono">{state.receipt.from}</dd>
          <dt>To</dt>
          <dd className="mono">{state.receipt.to}</dd>
        </dl>
      )}
    </div>
  )
}
