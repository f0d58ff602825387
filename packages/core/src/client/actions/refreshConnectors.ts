import type { Connector } from '../../adapter.js'
import { dedupeConnectors, isExcludedWallet, isValidConnector } from '../../connectors/index.js'
import type { ClientContext } from '../context.js'

/**
 * Reads every adapter's connectors into state: invalid ones are dropped with a warning
 * (R-CORE-02), excluded wallets never enter (R-SEC-06), and an announced wallet hides its
 * injected twin (the dedupe rule in `connectors/dedupeConnectors.ts`).
 */
export function refreshConnectors(ctx: ClientContext): void {
  const all: Connector[] = []
  for (const adapter of ctx.adapters.values()) {
    for (const connector of adapter.getConnectors()) {
      if (!isValidConnector(connector)) {
        ctx.logger.warn('Ignored a connector with missing fields or an unknown type', connector)
        continue
      }
      if (!isExcludedWallet(connector, ctx.config.excludeWallets)) all.push(connector)
    }
  }
  const list = dedupeConnectors(all)
  ctx.store.setState((state) => ({ connectors: { ...state.connectors, list } }))
}
