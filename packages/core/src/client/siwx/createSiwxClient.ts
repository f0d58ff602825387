import { INVALID_CONFIG, SIWX_INIT_FAILED } from '../../errors/commonDefinitions.js'
import { createError } from '../../errors/createError.js'
import type { ClientContext } from '../context.js'
import { runAction } from '../loadActions.js'
import { loadOnce } from '../loadOnce.js'
import type { SigilEvent, SiwxClient, Unsubscribe } from '../types.js'
import type { SiwxRuntimeApi } from './startSiwx.js'

const SIWX_METHODS = [
  'createMessage',
  'addSession',
  'getSession',
  'revokeSession',
  'listSessions',
  'getRequired',
]
const SIWE_METHODS = ['getNonce', 'verifyMessage', 'getSession', 'signOut']

function requireMethods(option: string, value: object, names: readonly string[]): void {
  const missing = names.filter((name) => typeof (value as Record<string, unknown>)[name] !== 'function')
  if (missing.length > 0)
    throw createError(INVALID_CONFIG, {
      reason: `${option} needs the function${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    })
}

type SiwxEvent = Extract<SigilEvent, { type: 'SIWX_SIGNED_IN' | 'SIWX_SIGNED_OUT' | 'SIWX_ERROR' }>

/**
 * The client's `siwx` member. It holds no sign-in code: with `siwx` or `siweConfig` set the
 * sign-in chunk loads in the background at start; without, every call is inert.
 */
export function createSiwxClient(
  ctx: ClientContext,
  onEvent: (listener: (event: SigilEvent) => void) => Unsubscribe,
): SiwxClient {
  const { siwx, siweConfig } = ctx.config
  const enabled = siwx !== undefined || siweConfig !== undefined
  if (siwx !== undefined) requireMethods('siwx', siwx, SIWX_METHODS)
  if (siweConfig !== undefined) requireMethods('siweConfig', siweConfig, SIWE_METHODS)
  const load = loadOnce(() =>
    import('./startSiwx.js').then((module): SiwxRuntimeApi => module.startSiwx(ctx)),
  )
  if (enabled) {
    const required = siwx ? siwx.getRequired() : (siweConfig?.required ?? false)
    ctx.store.setState((state) => ({ siwx: { ...state.siwx, required } }))
    load().catch((error: unknown) => {
      ctx.logger.error('Loading sign-in failed', error)
      runAction(ctx.logger, (actions) => actions.showToast(ctx, SIWX_INIT_FAILED.message, 'error'))
    })
  }
  const withRuntime = async <T>(use: (api: SiwxRuntimeApi) => Promise<T> | T, otherwise: T): Promise<T> =>
    enabled ? use(await load()) : otherwise

  return {
    enabled,
    getSession: () => ctx.store.getState().siwx.session,
    signIn: () => withRuntime((api) => api.signIn(), undefined),
    signOut: () => withRuntime((api) => api.signOut(), undefined),
    cancel: () => withRuntime((api) => api.cancel(), undefined),
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
    addSessions: (sessions) => withRuntime((api) => api.addSessions(sessions), undefined),
    onEvent: (listener) =>
      onEvent((event) => {
        if (
          event.type === 'SIWX_SIGNED_IN' ||
          event.type === 'SIWX_SIGNED_OUT' ||
          event.type === 'SIWX_ERROR'
        )
          listener(event as SiwxEvent)
      }),
  }
}
