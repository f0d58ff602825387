import type { Clock, Logger, SocialProvider } from '@sigil/core'
import {
  createError,
  FAILED_TO_CONNECT,
  POPUP_CLOSED,
  SOCIAL_INIT_FAILED,
  SOCIAL_POPUP_CLOSED_POLL_MS,
  SOCIAL_POPUP_HEIGHT,
  SOCIAL_POPUP_WIDTH,
  type SocialLoginState,
} from '@sigil/core/internal'
import type { AppEvent } from './frameEvents.js'

export type SocialLoginContext = {
  window: Window
  clock: Clock
  logger: Logger
  /** The secure site's origin: the only one whose result message is read (R-EMBED-09). */
  siteOrigin: string
  call(event: AppEvent, payload?: Record<string, unknown>): Promise<Record<string, unknown>>
  /** The network fields CONNECT_SOCIAL carries (chain id, RPC URL). */
  network?: () => Record<string, unknown>
}

/**
 * A social login: the popup opens at once (in the person's click), the frame gives the
 * provider's sign-in address, and the secure site's callback page posts the result back to
 * this window. States: started, popupOpened, resultReceived, connected (R-EMBED-08); a closed
 * popup is noticed within 1 s (R-PERF-05).
 */
export async function socialLogin(
  ctx: SocialLoginContext,
  provider: SocialProvider,
  onState: (state: SocialLoginState) => void = () => {},
): Promise<void> {
  onState('started')
  const { availWidth = 1280, availHeight = 800 } = ctx.window.screen ?? {}
  const left = Math.max(0, Math.round((availWidth - SOCIAL_POPUP_WIDTH) / 2))
  const top = Math.max(0, Math.round((availHeight - SOCIAL_POPUP_HEIGHT) / 2))
  const popup = ctx.window.open(
    'about:blank',
    'sigil-social-login',
    `popup=yes,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`,
  )
  if (!popup) throw createError(SOCIAL_INIT_FAILED, {}, { details: 'the browser blocked the popup' })

  let uri: unknown
  try {
    ;({ uri } = await ctx.call('GET_SOCIAL_REDIRECT_URI', { provider }))
    if (typeof uri !== 'string' || !/^https?:\/\//.test(uri)) throw new Error('no sign-in address')
  } catch (cause) {
    popup.close()
    throw createError(SOCIAL_INIT_FAILED, {}, { cause })
  }
  popup.location.href = uri
  onState('popupOpened')

  const resultUri = await new Promise<string>((resolve, reject) => {
    let poll: unknown
    const stop = () => {
      ctx.window.removeEventListener('message', onMessage)
      ctx.clock.clearTimeout(poll)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; resultUri?: unknown } | null
      if (typeof data !== 'object' || data === null || data.type !== 'sigil:social-result') return
      if (event.origin !== ctx.siteOrigin) {
        ctx.logger.warn(`Ignored a social-login result from ${event.origin || 'an unknown origin'}`)
        return
      }
      if (typeof data.resultUri !== 'string') return
      stop()
      resolve(data.resultUri)
    }
    const check = () => {
      if (popup.closed) {
        stop()
        reject(createError(POPUP_CLOSED))
        return
      }
      poll = ctx.clock.setTimeout(check, SOCIAL_POPUP_CLOSED_POLL_MS)
    }
    ctx.window.addEventListener('message', onMessage)
    poll = ctx.clock.setTimeout(check, SOCIAL_POPUP_CLOSED_POLL_MS)
  })
  onState('resultReceived')
  popup.close()
  try {
    await ctx.call('CONNECT_SOCIAL', { uri: resultUri, ...ctx.network?.() })
  } catch (cause) {
    throw createError(FAILED_TO_CONNECT, {}, { cause })
  }
  onState('connected')
}
