import type { Logger } from '../logger/index.js'
import type { SigilContexts } from './types.js'

export type ContextName = keyof SigilContexts

const CONTEXT_NAMES: readonly ContextName[] = ['safe', 'miniApp', 'inAppBrowser', 'openInWallet']

const switchOf = (config: { contexts?: SigilContexts }, name: ContextName): unknown => {
  const given: unknown = config.contexts
  return typeof given === 'object' && given !== null ? (given as Record<string, unknown>)[name] : undefined
}

/**
 * Whether the app leaves the context `name` on: each is on unless set to false, and a switch
 * that is not true or false is off (start-up says so in the log).
 */
export function contextOn(config: { contexts?: SigilContexts }, name: ContextName): boolean {
  const on = switchOf(config, name)
  return on === undefined || on === true
}

/**
 * Logs each context switch that is not true or false, once, at start-up. Checked there rather
 * than in `createSigil` so that no page pays for the check in its first load.
 */
export function reportContextSwitches(config: { contexts?: SigilContexts }, logger: Logger): void {
  const given: unknown = config.contexts
  if (given === undefined) return
  if (typeof given !== 'object' || given === null) {
    logger.error('Invalid config: contexts takes an object of true or false switches; every context stays on')
    return
  }
  for (const name of CONTEXT_NAMES) {
    const on = switchOf(config, name)
    if (on !== undefined && typeof on !== 'boolean')
      logger.error(`Invalid config: contexts.${name} must be true or false; that context stays off`)
  }
}
