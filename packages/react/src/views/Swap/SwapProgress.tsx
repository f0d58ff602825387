import type { CaipNetwork } from '@sigil/core'
import { transactionExplorerUrl } from '@sigil/core/internal'
import type { SwapSession, SwapSessionState, SwapStep } from '@sigil/core/swap'
import { Button } from '../../components/Button.js'
import { CheckIcon } from '../../components/icons.js'
import { ResultMark } from '../../components/ResultMark.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useFormat } from '../../format/useFormat.js'
import { useT } from '../../strings/useT.js'
import { swapProblemText } from './swapProblemText.js'
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
  const t = useT()
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
                {t('swap.viewTransaction')}
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
  const t = useT()
  const { from, to } = state
  if (!from || !to) return null
  // A batch is one wallet request: one row for the approval and the swap together.
  const stages = step.approval && !step.batched ? (['approve', 'swap'] as const) : (['swap'] as const)
  return (
    <ol className="sigil-swap-steps" aria-label={t('swap.progress')}>
      {stages.map((stage, index) => {
        const { state: rowState, text: status } = stepStatus(step, stage, t, network)
        const link =
          rowState === 'active' && step.hash && network
            ? transactionExplorerUrl(network, step.hash)
            : undefined
        return (
          <StepRow
            key={stage}
            index={index + 1}
            label={
              stage === 'approve'
                ? t('swap.step.approve', { symbol: from.symbol })
                : step.batched
                  ? t('swap.step.batch', { symbol: from.symbol, to: to.symbol })
                  : t('swap.step.swap', { from: from.symbol, to: to.symbol })
            }
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
  const t = useT()
  const format = useFormat()
  const client = useSigilClient()
  const { step, network } = state
  if (step.name === 'running')
    return (
      <div className="sigil-swap-progress">
        <p className="sigil-swap-progress__lead" role="status">
          {step.phase === 'wallet'
            ? step.stage === 'approve'
              ? t('swap.lead.approve')
              : step.batched
                ? t('swap.lead.batch')
                : t('swap.lead.confirm')
            : step.phase === 'pending'
              ? t('swap.lead.network')
              : t('swap.lead.preparing')}
        </p>
        <Steps step={step} state={state} {...(network ? { network } : {})} />
      </div>
    )
  if (step.name === 'done') {
    const link = network && transactionExplorerUrl(network, step.hash)
    return (
      <div className="sigil-center sigil-swap-result">
        <ResultMark tone="success" />
        <h3>{t('swap.complete')}</h3>
        <p className="sigil-text-muted" role="status">
          {t('swap.soldBefore')}{' '}
          <strong className="sigil-swap-inline">{tokenAmount(step.sold, step.from, format)}</strong>{' '}
          {t('swap.soldMiddle')}{' '}
          <strong className="sigil-swap-inline">{tokenAmount(step.received, step.to, format)}</strong>.
        </p>
        {link && (
          <a className="sigil-swap-link" href={link} target="_blank" rel="noreferrer">
            {t('swap.explorer')}
          </a>
        )}
        <div className="sigil-row sigil-swap-result__actions">
          <Button variant="secondary" onClick={() => session.dismiss()}>
            {t('swap.again')}
          </Button>
          <Button onClick={() => client.router.goBack()}>{t('common.done')}</Button>
        </div>
      </div>
    )
  }
  if (step.name === 'failed')
    return (
      <div className="sigil-center sigil-swap-result">
        <ResultMark tone="error" />
        <h3>{step.stage === 'approve' ? t('swap.approvalFailed') : t('swap.swapFailed')}</h3>
        <p className="sigil-text-error" role="alert">
          {swapProblemText(t, step.problem)}
        </p>
        <div className="sigil-row sigil-swap-result__actions">
          <Button variant="secondary" onClick={() => session.dismiss()}>
            {t('common.back')}
          </Button>
          <Button onClick={() => void session.submit()}>{t('common.tryAgain')}</Button>
        </div>
      </div>
    )
  return null
}
