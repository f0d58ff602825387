import type { ClientContext } from '../context.js'
import { runAction, withActions } from '../loadActions.js'
import { loadOnce } from '../loadOnce.js'
import type { SigilEvent, SiwxClient } from '../types.js'
import type { SiwxRuntimeApi } from './startSiwx.js'

type SiwxEvent = Extract<SigilEvent, { type: 'SIWX_SIGNED_IN' | 'SIWX_SIGNED_OUT' | 'SIWX_ERROR' }>

/**
 * The client's `siwx` member, in every page's first load, so it holds no sign-in code and no check
 * (validateConfig checks the options): with `siwx` or `siweConfig` set, the sign-in chunk loads in
 * the background once start-up has run, through the actions' chunk (it reads `required` from the config), and
 * every call waits for it; without, no call loads anything.
 */
export function createSiwxClient(ctx: ClientContext): SiwxClient {
  const enabled = ctx.config.siwx !== undefined || ctx.config.siweConfig !== undefined
  const load = loadOnce(() => withActions((actions) => actions.loadSiwx(ctx)))
  // In the background once start-up has run: a restore's code leads.
  if (enabled)
    ctx.started
      .then(load)
      .catch((error: unknown) => runAction(ctx.logger, (actions) => actions.siwxLoadFailed(ctx, error)))
  // Each call waits for the sign-in code; without sign-in it answers nothing and loads nothing.
  const later = <T>(use: (api: SiwxRuntimeApi) => Promise<T>): Promise<T | undefined> =>
    enabled ? load().then(use) : Promise.resolve(undefined)

  return {
    enabled,
    getSession: () => ctx.store.getState().siwx.session,
    signIn: () => later((api) => api.signIn()),
    signOut: () => later((api) => api.signOut()),
    cancel: () => later((api) => api.cancel()),
    setRequired(required) {
      if (!enabled) return
      ctx.store.setState((state) => ({ siwx: { ...state.siwx, required } }))
      load()
        .then((api) => api.setRequired(required))
        .catch((error: unknown) => ctx.logger.error('Loading sign-in failed', error))
    },
    async createMessage(request) {
      if (!enabled) throw new Error('Sign-in is not configured: pass `siwx` to createSigil')
      return (await load()).createMessage(request)
    },
    addSessions: (sessions) => later((api) => api.addSessions(sessions)),
    // The three sign-in events are the only ones named SIWX_.
    onEvent: (listener) =>
      ctx.onEvent((event) => {
        if (event.type.startsWith('SIWX_')) listener(event as SiwxEvent)
      }),
  }
}
