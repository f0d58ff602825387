import type { PreviewFailureCode } from '@sigil/core'
import type { T } from '../strings/useT.js'

/** A failure in words a person can act on; `symbol` names the network's coin. */
export function previewFailureText(t: T, code: PreviewFailureCode, symbol: string): string {
  switch (code) {
    case 'priceMoved':
      return t('preview.fails.priceMoved')
    case 'feeUnaffordable':
      return t('preview.fails.feeUnaffordable', { symbol })
    case 'insufficientFunds':
      return t('preview.fails.insufficientFunds', { symbol })
    case 'insufficientToken':
      return t('preview.fails.insufficientToken')
    case 'allowance':
      return t('preview.fails.allowance')
    default:
      return t('preview.fails.reverted')
  }
}
