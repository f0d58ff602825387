import { type CaipNetwork, transactionExplorerUrl } from '@sigil/core'
import type { SwapSession, SwapSessionState, SwapStep } from '@sigil/core/swap'
import { Button } from '../../components/Button.js'
import { CheckIcon } from '../../components/icons.js'
import { ResultMark } from '../../components/ResultMark.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { stepStatus, tokenAmount } from './swapText.js'

type Running = Extract<SwapStep, { name: 'running' }>

function StepRow({
  index,
  label,
  status,
  state,
  link,
}: {
  index: number
  label: string
  status: string
  state: 'done' | 'active' | 'next'
  link?: string
}) {
  return (
    <li className="sigil-swap-step" data-state={state}>
      <span className="sigil-swap-step__mark" aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'active' ? <Spinner size={28} /> : index}
      </span>
      <span className="sigil-swap-step__text">
        <span className="sigil-swap-step__label">{label}</span>
        <span className="sigil-swap-step__status">
          {status}
          {link && (
            <>
              {' · '}
              <a href={link} target="_blank" rel="noreferrer">
                View transaction
              </a>
            </>
          )}
        </span>
      </span>
    </li>
  )
}

/** The wallet requests of a swap, one row each (approve, then swap), with where each one is. */
function Steps({ step, state, network }: { step: Running; state: SwapSessionState; network?: CaipNetwork }) {
  const { from, to } = state
  if (!from || !to) return null
  const stages = step.approval ? (['approve', 'swap'] as const) : (['swap'] as const)
  return (
    <ol className="sigil-swap-steps" aria-label="Swap progress">
      {stages.map((stage, index) => {
        const status = stepStatus(step, stage, network)
        const rowState = status === 'Mined' ? 'done' : status === 'Up next' ? 'next' : 'active'
        const link =
          rowState === 'active' && step.hash && network
            ? transactionExplorerUrl(network, step.hash)
            : undefined
        return (
          <StepRow
            key={stage}
            index={index + 1}
            label={stage === 'approve' ? `Approve ${from.symbol}` : `Swap ${from.symbol} for ${to.symbol}`}
            status={status}
            state={rowState}
            {...(link ? { link } : {})}
          />
        )
      })}
    </ol>
  )
}

/** A swap under way, finished or failed. */
export function SwapProgress({ session, state }: { session: SwapSession; state: SwapSessionState }) {
  const client = useSigilClient()
  const { step, network } = state
  if (step.name === 'running')
    return (
      <div className="sigil-swap-progress">
        <p className="sigil-swap-progress__lead" role="status">
          {step.phase === 'wallet'
            ? step.stage === 'approve'
              ? 'Approve the spending in your wallet'
              : 'Confirm the swap in your wallet'
            : step.phase === 'pending'
              ? 'Waiting for the network…'
              : 'Preparing…'}
        </p>
        <Steps step={step} state={state} {...(network ? { network } : {})} />
      </div>
    )
  if (step.name === 'done') {
    const link = network && transactionExplorerUrl(network, step.hash)
    return (
      <div className="sigil-center sigil-swap-result">
        <ResultMark tone="success" />
        <h3>Swap complete</h3>
        <p className="sigil-text-muted" role="status">
          You sold <strong className="sigil-swap-inline">{tokenAmount(step.sold, step.from)}</strong> and
          received <strong className="sigil-swap-inline">{tokenAmount(step.received, step.to)}</strong>.
        </p>
        {link && (
          <a className="sigil-swap-link" href={link} target="_blank" rel="noreferrer">
            View on the explorer
          </a>
        )}
        <div className="sigil-row sigil-swap-result__actions">
          <Button variant="secondary" onClick={() => session.dismiss()}>
            Swap again
          </Button>
          <Button onClick={() => client.router.goBack()}>Done</Button>
        </div>
      </div>
    )
  }
  if (step.name === 'failed')
    return (
      <div className="sigil-center sigil-swap-result">
        <ResultMark tone="error" />
        <h3>
          {step.stage === 'approve' ? 'The approval did not go through' : 'The swap did not go through'}
        </h3>
        <p className="sigil-text-error" role="alert">
          {step.message}
        </p>
        <div className="sigil-row sigil-swap-result__actions">
          <Button variant="secondary" onClick={() => session.dismiss()}>
            Back
          </Button>
          <Button onClick={() => void session.submit()}>Try again</Button>
        </div>
      </div>
    )
  return null
}
