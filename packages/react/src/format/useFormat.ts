import { createContext, useContext } from 'react'
import { type LocaleFormat, localeFormat } from './localeFormat.js'

/** The formats of the locale the modal speaks; `MessagesProvider` sets it with the words. */
export const FormatContext = /* @__PURE__ */ createContext<LocaleFormat | undefined>(undefined)

/** Numbers, amounts and dates as the active locale writes them: `const format = useFormat()`. English outside a provider. */
export function useFormat(): LocaleFormat {
  return useContext(FormatContext) ?? localeFormat('en-US')
}
