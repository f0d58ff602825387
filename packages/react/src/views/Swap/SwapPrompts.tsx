import type { SwapSessionState } from '@sigil/core/swap'
import { useT } from '../../strings/useT.js'

/**
 * Says, before the first prompt, how many times the wallet will ask for a swap that needs an
 * approval: once where it takes approval and swap as one batch, else once per transaction.
 */
export function SwapPrompts({ state }: { state: SwapSessionState }) {
  const t = useT()
  const { quote, prompts } = state
  if (quote.status !== 'ready' || !quote.details.needsApproval || !prompts) return null
  return (
    <p className="sigil-swap-note" data-testid="swap-prompts" data-prompts={prompts.prompts}>
      {prompts.atomic ? t('swap.prompts.one') : t('swap.prompts.each', { prompts: prompts.prompts })}
    </p>
  )
}
