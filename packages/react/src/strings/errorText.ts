import { isSigilError, type SigilConfig } from '@sigil/core'
import { createLogger } from '@sigil/core/internal'
import type { PlainMessageKey } from './messages.js'
import type { T } from './useT.js'

type Loose = (key: string) => string

/**
 * What a person reads for a failure: the catalogue's words for its code (spec §8), or
 * `fallback`. A wallet's or a service's own text never reaches the screen; it goes to the log
 * (at debug level), where a developer can find it.
 */
export function errorText(
  t: T,
  error: unknown,
  fallback: PlainMessageKey = 'error.generic',
  log?: Pick<SigilConfig, 'logLevel' | 'logSink'>,
): string {
  if (log && error !== undefined) {
    const raw = error instanceof Error ? error.message : String(error)
    createLogger({
      ...(log.logLevel ? { level: log.logLevel } : {}),
      ...(log.logSink ? { sink: log.logSink } : {}),
    }).debug(`shown as ${isSigilError(error) ? error.code : fallback}: ${raw}`)
  }
  if (isSigilError(error)) {
    const key = `error.${error.code}`
    const text = (t as unknown as Loose)(key)
    // A code without words of its own, or whose words need parameters, reads as the fallback.
    if (text !== key && !text.includes('{')) return text
  }
  return (t as unknown as Loose)(fallback)
}
