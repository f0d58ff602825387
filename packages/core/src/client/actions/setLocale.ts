import type { ClientContext } from '../context.js'

/** Switches the modal's words at run time, open or not; the modal matches the tag by language, then falls back to English. */
export function setLocale(ctx: ClientContext, locale: string): void {
  if (ctx.store.getState().locale !== locale) ctx.store.setState({ locale })
}
