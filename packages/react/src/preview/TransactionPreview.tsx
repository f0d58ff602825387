import type { BalanceChange, CallsPreview, PreviewCall, SigilClient } from '@sigil/core'
import { createLogger } from '@sigil/core/internal'
import { previewCalls } from '@sigil/core/preview'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '../components/Button.js'
import { Spinner } from '../components/Spinner.js'
import { useSigilClient } from '../context/SigilContext.js'
import { ViewStyles } from '../element/ViewStyles.js'
import { truncateAddress } from '../format/truncateAddress.js'
import { useFormat } from '../format/useFormat.js'
import { afterNextPaint } from '../modal/afterNextPaint.js'
import { useT } from '../strings/useT.js'
import { previewAmount } from './previewAmount.js'
import type { PreviewControl, PreviewRequest, PreviewState } from './previewState.js'
import { PREVIEW_CSS } from './previewStyles.js'
import { previewFailureText } from './previewText.js'

/** A preview that has not answered by then says it could not run, rather than holding the view. */
const PREVIEW_TIMEOUT_MS = 15_000

export type TransactionPreviewProps = {
  request: PreviewRequest
  onState: (state: PreviewState) => void
  control?: RefObject<PreviewControl | undefined>
  /** What the person can do when the calls would fail (e.g. get a new quote). */
  failureAction?: { label: string; onClick: () => void }
  /** False where the view shows the fee already (Swap's quote details): one fee on the screen. */
  showFee?: boolean
}

function canPreview(client: SigilClient, request: PreviewRequest): boolean {
  try {
    return Boolean(client.getAdapter(request.network.chainNamespace).previewCalls)
  } catch {
    return false
  }
}

async function run(client: SigilClient, request: PreviewRequest, calls: readonly PreviewCall[] | undefined) {
  // Nothing is built for a network that cannot preview: it is said at once.
  if (!canPreview(client, request))
    return { calls: undefined, preview: { status: 'unavailable', reason: 'network' } as CallsPreview }
  const built = calls ?? (await request.build().catch(() => undefined))
  if (!built || built.length === 0)
    return { calls: undefined, preview: { status: 'unavailable', reason: 'rpc' } as CallsPreview }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<CallsPreview>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'unavailable', reason: 'rpc' }), PREVIEW_TIMEOUT_MS)
  })
  const { logLevel, logSink } = client.config
  const log = (error: unknown) =>
    createLogger({ ...(logLevel ? { level: logLevel } : {}), ...(logSink ? { sink: logSink } : {}) }).debug(
      `The preview could not run: ${error instanceof Error ? error.message : String(error)}`,
    )
  const preview = await Promise.race([
    previewCalls(
      client,
      {
        network: request.network,
        from: request.from,
        calls: built,
        keepsTerms: request.keepsTerms,
        ...(request.fee ? { fee: request.fee } : {}),
      },
      log,
    ),
    timeout,
  ])
  clearTimeout(timer)
  return { calls: built, preview }
}

/**
 * What the calls will do, shown before the wallet is asked: the person's balance changes and the
 * network fee, or why they would fail, or that no preview could run here. Runs after the view has
 * painted, on the network's own RPC; `recheck` runs the same calls again right before sending.
 */
export default function TransactionPreview({
  request,
  onState,
  control,
  failureAction,
  showFee = true,
}: TransactionPreviewProps) {
  const client = useSigilClient()
  const [state, setState] = useState<PreviewState>({ key: request.key, status: 'running' })
  const built = useRef<{ key: string; calls: readonly PreviewCall[] | undefined }>(undefined)
  const latest = useRef(request)
  latest.current = request
  const report = useRef(onState)
  report.current = onState

  const start = useCallback(
    async (again: boolean): Promise<PreviewState> => {
      const asked = latest.current
      const running: PreviewState = { key: asked.key, status: 'running' }
      setState(running)
      report.current(running)
      const kept = again && built.current?.key === asked.key ? built.current.calls : undefined
      const { calls, preview } = await run(client, asked, kept)
      const done: PreviewState = { key: asked.key, status: 'done', preview }
      // An answer for calls the view no longer shows is dropped.
      if (latest.current.key !== asked.key) return done
      built.current = { key: asked.key, calls }
      setState(done)
      report.current(done)
      return done
    },
    [client],
  )

  // The calls are built and simulated once the view that shows them has painted, even when this
  // panel mounts in the same commit as the view (its code loaded before); a network that cannot
  // preview has nothing to run and is said at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key means new calls to preview.
  useEffect(() => {
    if (!canPreview(client, latest.current)) return void start(false)
    return afterNextPaint(() => void start(false))
  }, [request.key, start, client])

  useEffect(() => {
    if (!control) return
    const ref = control as { current: PreviewControl | undefined }
    ref.current = { recheck: () => start(true) }
    return () => {
      ref.current = undefined
    }
  }, [control, start])

  // New calls are checking from their first paint, not showing the answer for the ones before.
  const shown: PreviewState = state.key === request.key ? state : { key: request.key, status: 'running' }
  return (
    <section
      className="sigil-preview"
      data-testid="transaction-preview"
      data-status={shown.status === 'running' ? 'running' : shown.preview.status}
      aria-busy={shown.status === 'running' || undefined}
      aria-live="polite"
    >
      <ViewStyles css={PREVIEW_CSS} />
      <h4 className="sigil-preview__title">{useT()('preview.title')}</h4>
      {shown.status === 'running' ? (
        <PreviewChecking />
      ) : (
        <PreviewResult
          preview={shown.preview}
          request={request}
          total={built.current?.calls?.length ?? 0}
          showFee={showFee}
          onRetry={() => void start(false)}
          {...(failureAction ? { failureAction } : {})}
        />
      )}
    </section>
  )
}

export function PreviewChecking() {
  const t = useT()
  return (
    <p className="sigil-preview__checking">
      <Spinner size={16} /> {t('preview.checking')}
    </p>
  )
}

function PreviewResult({
  preview,
  request,
  total,
  showFee,
  onRetry,
  failureAction,
}: {
  preview: CallsPreview
  request: PreviewRequest
  /** How many calls were asked. */
  total: number
  showFee: boolean
  onRetry: () => void
  failureAction?: { label: string; onClick: () => void }
}) {
  const t = useT()
  const format = useFormat()
  const { nativeCurrency, name } = request.network
  if (preview.status === 'unavailable')
    return (
      <>
        <p className="sigil-preview__note" data-testid="preview-unavailable">
          {preview.reason === 'network'
            ? t('preview.unavailable.network', { network: name })
            : t('preview.unavailable.rpc', { network: name })}
        </p>
        {preview.reason === 'rpc' && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('preview.retry')}
          </Button>
        )}
      </>
    )
  if (preview.status === 'fails')
    return (
      <>
        <p
          className="sigil-preview__failure"
          role="alert"
          data-testid="preview-failure"
          data-code={preview.failure.code}
          data-reason={preview.failure.reason}
        >
          {previewFailureText(t, preview.failure.code, nativeCurrency.symbol)}
        </p>
        {failureAction && (
          <Button variant="secondary" size="sm" onClick={failureAction.onClick}>
            {failureAction.label}
          </Button>
        )}
      </>
    )
  const amountOf = (change: BalanceChange) => {
    const value = BigInt(change.amount)
    if (change.asset.kind === 'native')
      return `${previewAmount(format, value, nativeCurrency.decimals)} ${nativeCurrency.symbol}`
    const symbol = change.asset.symbol ?? truncateAddress(change.asset.address)
    if (change.asset.decimals === undefined)
      return t('preview.baseUnits', {
        amount: format.significant((value < 0n ? -value : value).toString(), 21),
        token: symbol,
      })
    return `${previewAmount(format, value, change.asset.decimals)} ${symbol}`
  }
  const fee = BigInt(preview.fee.amount)
  const feeText = `${previewAmount(format, fee, nativeCurrency.decimals)} ${nativeCurrency.symbol}`
  return (
    <>
      <div className="sigil-preview__rows">
        {preview.changes.map((change) => {
          const out = change.amount.startsWith('-')
          const key = change.asset.kind === 'native' ? 'native' : change.asset.address
          return (
            <div key={key} data-testid={out ? 'preview-send' : 'preview-receive'}>
              <span className="sigil-preview__label">
                {out ? t('preview.youSend') : t('preview.youReceive')}
              </span>
              <span className="sigil-preview__value" data-tone={out ? undefined : 'in'}>
                {format.ltr(amountOf(change))}
              </span>
            </div>
          )
        })}
        {showFee && (
          <div data-testid="preview-fee" data-kind={preview.fee.kind}>
            <span className="sigil-preview__label">{t('preview.fee')}</span>
            <span className="sigil-preview__value">
              {preview.fee.kind === 'exact'
                ? format.ltr(feeText)
                : preview.fee.kind === 'atMost'
                  ? t('preview.feeUpTo', { fee: format.ltr(feeText) })
                  : t('preview.feeAbout', {
                      // An estimate: the fee's usual 4 significant digits.
                      fee: format.ltr(
                        `${format.significantUnits(fee, nativeCurrency.decimals)} ${nativeCurrency.symbol}`,
                      ),
                    })}
            </span>
          </div>
        )}
      </div>
      {preview.changes.length === 0 && <p className="sigil-preview__note">{t('preview.noChange')}</p>}
      {!preview.tokensTraced && (
        <p className="sigil-preview__note">
          {t('preview.tokensNotTraced', { symbol: nativeCurrency.symbol })}
        </p>
      )}
      {preview.checked < total && <p className="sigil-preview__note">{t('preview.partial')}</p>}
    </>
  )
}
