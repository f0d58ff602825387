import { createTranslator } from './createTranslator.js'
import { MESSAGES, type Messages } from './messages.js'
import type { Translate } from './messageTypes.js'

/** The English lookup: what the views speak unless a `MessagesProvider` above them says otherwise. */
export const english: Translate<Messages> = /* @__PURE__ */ createTranslator(MESSAGES)
