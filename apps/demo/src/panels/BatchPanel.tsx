import { type SendCallsState, useAccount, useNetwork, useSendCalls } from '@sigil/react'
import { useEffect, useState } from 'react'
import { parseEther } from 'viem'
import type { DevnetInfo } from '../devnetInfo.js'
import { errorText } from './errorText.js'
import { Panel } from './Panel.js'

/** Three payments to the devnet's second account, sent as one batch of calls. */
const AMOUNTS = ['0.001', '0.002', '0.003'] as const

const STATUS: Record<Exclude<SendCallsState['status'], 'idle' | 'error'>, string> = {
  planning: 'Asking the wallet how it can send them…',
  wallet: 'Waiting for the wallet…',
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  partial: 'Partly done',
}

export function BatchPanel({ info }: { info: DevnetInfo }) {
  const { isConnected, address } = useAccount()
  const { network } = useNetwork()
  const batch = useSendCalls()
  const [prompts, setPrompts] = useState<number>()
  const evm = network?.chainNamespace === 'eip155'
  const { plan } = batch

  // Say how many prompts the wallet will show before the first one (asked again on another network).
  const networkId = network?.caipNetworkId
  useEffect(() => {
    setPrompts(undefined)
    if (!isConnected || !evm || !address || !networkId) return
    let current = true
    plan(AMOUNTS.length)
      .then((answer) => current && setPrompts(answer.prompts))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [isConnected, evm, address, plan, networkId])

  if (network && !evm)
    return (
      <Panel title="Batch of calls" id="batch">
        <p className="muted">Batches of calls go to EVM wallets; pick a devnet EVM chain.</p>
      </Panel>
    )
  const busy = batch.status === 'planning' || batch.status === 'wallet'
  return (
    <Panel title="Batch of calls" id="batch">
      <p className="muted">
        Pays {AMOUNTS.join(', ')} ETH to the devnet's second account in three calls, as one EIP-5792 batch
        where the wallet can.
      </p>
      {prompts !== undefined && (
        <p className="muted" data-testid="batch-prompts">
          {prompts === 1
            ? 'Your wallet will ask once.'
            : `Your wallet will ask ${prompts} times, once per call.`}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={!isConnected || busy}
        onClick={() =>
          void batch.sendCalls({
            calls: AMOUNTS.map((amount) => ({ to: info.recipient, value: parseEther(amount).toString() })),
            summary: `${AMOUNTS.length} payments`,
          })
        }
      >
        {busy ? 'Waiting for the wallet…' : 'Send three calls'}
      </button>
      {batch.status !== 'idle' && batch.status !== 'error' && (
        <div className="result">
          <span className="result__label">Batch</span>
          <span data-testid="batch-status" data-status={batch.status}>
            {STATUS[batch.status]}
          </span>
          {'id' in batch && batch.id && (
            <code className="mono wrap" data-testid="batch-id">
              {batch.id}
            </code>
          )}
        </div>
      )}
      {batch.status === 'error' && (
        <p className="error" role="alert">
          Not sent: {errorText(batch.error)}.
        </p>
      )}
    </Panel>
  )
}
