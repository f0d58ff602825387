import { queuesTransactions } from '@sigil/core'
import { truncateAddress, useAccount, useNetwork } from '@sigil/react'
import { useState } from 'react'
import { parseEther } from 'viem'
import type { DevnetInfo } from '../devnetInfo.js'
import { useDemoClient } from '../useDemoClient.js'
import { errorText } from './errorText.js'
import { Panel } from './Panel.js'
import { ReceiptPanel } from './ReceiptPanel.js'

const AMOUNT = '0.01'

/** A sent transaction; `queued` when a Safe took it for its owners (its hash is the Safe's, not on chain). */
type Sent = { hash: string; rpcUrl: string; receiptUrl?: string; queued: boolean }

export function SendPanel({ info }: { info: DevnetInfo }) {
  const client = useDemoClient()
  const { isConnected } = useAccount()
  const { network } = useNetwork()
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<Sent>()
  const [error, setError] = useState<string>()
  const send = async () => {
    const rpcUrl = network?.rpcUrls.default.http[0]
    if (!rpcUrl) return
    setBusy(true)
    setSent(undefined)
    setError(undefined)
    try {
      const explorer = network?.blockExplorers?.default.url
      const hash = await client.sendTransaction({ to: info.recipient, value: parseEther(AMOUNT).toString() })
      if (queuesTransactions(client.getState(), 'eip155')) setSent({ hash, rpcUrl, queued: true })
      else
        setSent({
          hash,
          rpcUrl,
          queued: false,
          ...(explorer ? { receiptUrl: `${explorer}/tx/${hash}` } : {}),
        })
    } catch (reason) {
      setError(`Not sent: ${errorText(reason)}.`)
    } finally {
      setBusy(false)
    }
  }
  if (network && network.chainNamespace !== 'eip155')
    return (
      <Panel title="Send" id="send">
        <p className="muted" data-testid="send-unavailable">
          This button pays ETH on the EVM devnet chains.{' '}
          {network.chainNamespace === 'solana'
            ? 'On Solana, send SOL from the modal: Account → Send.'
            : `Sigil does not send on ${network.name}.`}
        </p>
      </Panel>
    )
  return (
    <Panel title="Send" id="send">
      <p className="muted">
        Pays {AMOUNT} ETH to the devnet's second account on {network?.name ?? 'the active network'}.
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!isConnected || busy}
        onClick={() => void send()}
      >
        {busy ? 'Waiting for the wallet…' : `Send ${AMOUNT} ETH to ${truncateAddress(info.recipient)}`}
      </button>
      {sent?.queued && (
        <div className="result" data-testid="tx-queued">
          <span className="result__label">Queued in the Safe for its owners</span>
          <code className="mono wrap" data-testid="tx-hash">
            {sent.hash}
          </code>
          <p className="muted">Nothing is sent until the Safe's owners confirm it.</p>
        </div>
      )}
      {sent && !sent.queued && (
        <div className="result">
          <span className="result__label">Transaction</span>
          <code className="mono wrap" data-testid="tx-hash">
            {sent.hash}
          </code>
          {sent.receiptUrl && (
            <a
              className="link"
              href={sent.receiptUrl}
              target="_blank"
              rel="noreferrer"
              data-testid="receipt-link"
            >
              View the receipt <span aria-hidden="true">↗</span>
            </a>
          )}
          <ReceiptPanel
            hash={sent.hash}
            rpcUrl={sent.rpcUrl}
            onMined={() => void client.refreshBalance().catch(() => undefined)}
          />
        </div>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Panel>
  )
}
