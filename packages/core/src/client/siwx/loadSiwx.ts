import { SIWX_INIT_FAILED } from '../../errors/definitions.js'
import { showToast } from '../actions/showToast.js'
import type { ClientContext } from '../context.js'
import type { SiwxRuntimeApi } from './startSiwx.js'

/**
 * Fetches sign-in's chunk and starts it. Imported from the actions' chunk, not from the client, so
 * that a page without sign-in carries nothing of it in its first load, not even the chunk's name.
 */
export const loadSiwx = (ctx: ClientContext): Promise<SiwxRuntimeApi> =>
  import('./startSiwx.js').then((module) => module.startSiwx(ctx))

/** Sign-in could not start (its chunk did not load): said in the log and to the person. */
export function siwxLoadFailed(ctx: ClientContext, error: unknown): void {
  ctx.logger.error('Loading sign-in failed', error)
  showToast(ctx, SIWX_INIT_FAILED.message, 'error')
}
