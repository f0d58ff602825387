import { fromSiweConfig } from '../../siwx/fromSiweConfig.js'
import type { SiwxMessage, SiwxMessageRequest, SiwxSession } from '../../siwx/types.js'
import { siwxAddSessions } from '../actions/siwxAddSessions.js'
import { siwxCancel } from '../actions/siwxCancel.js'
import { type SiwxCheckReason, siwxCheckSession } from '../actions/siwxCheckSession.js'
import { siwxSignIn } from '../actions/siwxSignIn.js'
import { siwxSignOut } from '../actions/siwxSignOut.js'
import type { ClientContext } from '../context.js'
import { timersOf } from '../contextParts.js'
import { subscribeSelector } from '../subscribeSelector.js'
import { abandonSignIn, patchSiwx, SIWX_SIGNED_OUT, type SiwxRuntime } from './siwxRuntime.js'

export type SiwxRuntimeApi = {
  signIn(): Promise<SiwxSession | undefined>
  signOut(): Promise<void>
  cancel(): Promise<void>
  setRequired(required: boolean): void
  createMessage(request: SiwxMessageRequest): Promise<SiwxMessage>
  addSessions(sessions: readonly SiwxSession[]): Promise<void>
}

/** setTimeout fires at once beyond 2^31 - 1 ms; a session that far out is checked on the next change instead. */
const MAX_TIMER_MS = 2_147_483_647

type Watched = { connected: boolean; address?: string; chainId?: string }

/**
 * Starts sign-in for a client whose config has `siwx` or `siweConfig`; this module is a
 * chunk of its own, loaded only then. It watches the connected account and the active
 * network and checks for a session whenever either changes.
 */
export function startSiwx(ctx: ClientContext): SiwxRuntimeApi {
  const config =
    ctx.config.siwx ?? (ctx.config.siweConfig ? fromSiweConfig(ctx.config.siweConfig) : undefined)
  if (!config) throw new Error('Sign-in is not configured')
  const runtime: SiwxRuntime = { config, generation: 0 }
  patchSiwx(ctx, { required: config.getRequired() })

  const check = (reason: SiwxCheckReason) => {
    siwxCheckSession(ctx, runtime, reason).catch((error: unknown) =>
      ctx.logger.error('Sign-in check failed', error),
    )
  }
  subscribeSelector(
    ctx.store,
    (state): Watched => {
      const namespace = state.chain.activeNamespace
      const connected = namespace !== undefined && state.connection.status[namespace] === 'connected'
      return {
        connected,
        ...(connected && namespace ? { address: state.accounts[namespace].address } : {}),
        ...(state.chain.activeNetwork ? { chainId: state.chain.activeNetwork.caipNetworkId } : {}),
      }
    },
    (now, before) => {
      if (ctx.isDestroyed()) return
      if (!now.connected) {
        const last = runtime.lastSigned
        runtime.generation += 1
        runtime.lastSigned = undefined
        abandonSignIn(runtime)
        patchSiwx(ctx, SIWX_SIGNED_OUT)
        if (before.connected && last && config.signOutOnDisconnect)
          config
            .revokeSession(last)
            .catch((error: unknown) => ctx.logger.warn('Revoking the session on disconnect failed', error))
        return
      }
      const sameAccount = before.connected && before.address?.toLowerCase() === now.address?.toLowerCase()
      check(sameAccount && now !== before ? 'network' : 'connect')
    },
    {
      fireImmediately: true,
      equals: (a, b) => a.connected === b.connected && a.address === b.address && a.chainId === b.chainId,
    },
  )

  // A session that runs out while the page is open stops counting at that moment.
  subscribeSelector(
    ctx.store,
    (state) => state.siwx.session,
    (session) => {
      timersOf(ctx).clearNamed('siwx-expiry')
      const expiresAt = session?.data.expirationTime ? Date.parse(session.data.expirationTime) : Number.NaN
      const wait = expiresAt - ctx.clock.now()
      if (Number.isFinite(wait) && wait < MAX_TIMER_MS)
        timersOf(ctx).setNamed('siwx-expiry', () => check('network'), Math.max(0, wait))
    },
  )

  return {
    signIn: () => siwxSignIn(ctx, runtime),
    signOut: () => siwxSignOut(ctx, runtime),
    cancel: () => siwxCancel(ctx, runtime),
    setRequired(required) {
      config.setRequired?.(required)
      patchSiwx(ctx, { required })
      if (required && ctx.store.getState().siwx.status !== 'signed') check('connect')
    },
    createMessage: (request) => config.createMessage(request),
    addSessions: (sessions) => siwxAddSessions(ctx, runtime, sessions),
  }
}
