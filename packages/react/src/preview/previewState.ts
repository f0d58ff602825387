import type { CaipNetwork, CallsPreview, PreviewCall, TransactionFee } from '@sigil/core'

/** What a view asks to preview: the calls it will send (built on demand) from `from` on `network`. */
export type PreviewRequest = {
  /** Changes whenever the calls would: a new key runs a new preview. */
  key: string
  network: CaipNetwork
  from: string
  /** The calls as they will be sent; built after the view has painted. */
  build: () => Promise<readonly PreviewCall[] | undefined>
  /** Fee terms already chosen (Max), kept by the preview. */
  fee?: TransactionFee
  /** The view sends the one call with the preview's fee terms, so its fee is the fee paid. */
  keepsTerms: boolean
}

export type PreviewState =
  | { key: string; status: 'running' }
  | { key: string; status: 'done'; preview: CallsPreview }

/** What a view may ask of a shown preview: run the same calls again, right before the wallet is asked. */
export type PreviewControl = { recheck(): Promise<PreviewState> }

const current = (request: PreviewRequest | undefined, state: PreviewState | undefined) =>
  request && state?.key === request.key ? state : undefined

/**
 * Whether the view's confirm button must wait: the preview of these calls has not answered
 * yet, or it says they would fail. A preview that could not run does not hold the person back.
 */
export function previewHolds(request: PreviewRequest | undefined, state: PreviewState | undefined): boolean {
  if (!request) return false
  const shown = current(request, state)
  return !shown || shown.status === 'running' || shown.preview.status === 'fails'
}

/** The fee terms to send with, when the shown preview of these calls gave them. */
export function previewTerms(
  request: PreviewRequest | undefined,
  state: PreviewState | undefined,
): TransactionFee | undefined {
  const shown = request?.keepsTerms ? current(request, state) : undefined
  return shown?.status === 'done' && shown.preview.status === 'ready' ? shown.preview.fee.terms : undefined
}
