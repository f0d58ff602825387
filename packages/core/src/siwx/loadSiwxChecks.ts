import { loadOnce } from '../client/loadOnce.js'

/** The sign-in checks (siwxChecks.ts): fetched once for the page, retried after a failure. */
export const loadSiwxChecks = loadOnce(() => import('./siwxChecks.js'))
