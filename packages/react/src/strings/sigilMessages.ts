import type { Messages } from './messages.js'
import type { LocaleOf } from './messageTypes.js'

/** One locale's words an app replaces: any key of the modal's table, a text or plural forms. */
export interface LocaleMessages extends Partial<LocaleOf<Messages>> {}

/**
 * The `messages` option of `createSigil`, typed by the modal's keys: per locale, any of its
 * words (`{ de: { 'title.Connect': 'Mit Wallet anmelden' } }`), or a whole table for a locale
 * Sigil does not ship.
 */
export type SigilMessages = { readonly [locale: string]: LocaleMessages }

/** The keys of the modal's words, for an app that overrides them. */
export type { MessageKey } from './messages.js'
