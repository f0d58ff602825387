import { SIGIL_LOCALES, type SigilConfig } from '@sigil/core'
import { matchLocale, pageLanguages } from '@sigil/core/internal'

/**
 * The locale the modal speaks for `requested` (the client's `locale` state): matched by
 * language among Sigil's locales and those the app brings whole in `messages`; unset, the
 * page's `<html lang>` then the browser's languages choose; English when none is served.
 * It runs in the modal's chunk, in the browser only: the page's first load carries none of it.
 */
export function activeLocale(requested: string | undefined, config: Pick<SigilConfig, 'messages'>): string {
  return matchLocale(requested ? [requested] : pageLanguages(), [
    ...SIGIL_LOCALES,
    ...Object.keys(config.messages ?? {}),
  ])
}
