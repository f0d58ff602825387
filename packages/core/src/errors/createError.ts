// createError lives beside the class it makes (SigilError.ts): kept in one module, the class and
// its maker land in the page's first load together. Apart, the bundler put the class in a chunk of
// its own beside the first load (one more request, and gzip over less text).
export { createError, type ErrorParams, formatMessage } from './SigilError.js'
