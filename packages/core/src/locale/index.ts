export { SIGIL_LOCALES, type SigilLocale, SOURCE_LOCALE, textDirection } from './locales.js'
export { isSigilLocale, matchLocale } from './matchLocale.js'
export { pageLanguages } from './pageLanguages.js'
