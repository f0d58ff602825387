import { matchLocale } from '../../locale/matchLocale.js'
import { availableLocales } from '../../locale/resolveLocale.js'
import type { ClientContext } from '../context.js'

/** Switches the words of the modal at run time (open or not); an unknown tag falls back by language, then to English. */
export function setLocale(ctx: ClientContext, locale: string): void {
  const matched = matchLocale([locale], availableLocales(ctx.config))
  if (ctx.store.getState().locale !== matched) ctx.store.setState({ locale: matched })
}
