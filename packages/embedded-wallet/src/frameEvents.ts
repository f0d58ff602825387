/**
 * The app events of the frame protocol (spec §7, R-EMBED-27), as the hosted secure site speaks
 * it. The app posts `{ id, type: '@w3m-app/<EVENT>', payload? }`; the frame answers with
 * `@w3m-frame/<EVENT>_SUCCESS` or `@w3m-frame/<EVENT>_ERROR` carrying the same id (R-EMBED-28),
 * announces itself with `@w3m-frame/READY`, and reports a new session with
 * `@w3m-frame/SESSION_UPDATE { token }`. Each side drops what lacks the other's prefix.
 */
export const APP_EVENTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  'RPC_ABORT',
] as const

export type AppEvent = (typeof APP_EVENTS)[number]

export const APP_EVENT_PREFIX = '@w3m-app/'
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/** The requests that wait on the user (typing a code, a popup): they time out at 120000 ms (R-PERF-11). */
export const USER_PACED_EVENTS: readonly AppEvent[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

/** A request without a payload is posted without the key (the site's schema allows none). */
export type AppMessage = { id: string; type: `${typeof APP_EVENT_PREFIX}${AppEvent}`; payload?: unknown }

export type FrameMessage =
  | { id: string; kind: 'ready'; payload: Record<string, unknown> }
  | { id: string; kind: 'session'; token: string }
  | { id: string; kind: 'success'; event: AppEvent; payload: unknown }
  | { id: string; kind: 'error'; event: AppEvent; payload: Record<string, unknown> }

const FRAME_REPLY = /^@w3m-frame\/([A-Z_]+)_(SUCCESS|ERROR)$/
const MAX_TOKEN_LENGTH = 4096

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields of a payload that should be an object; anything else reads as none. */
export const payloadFields = (payload: unknown): Record<string, unknown> => (isRecord(payload) ? payload : {})

/**
 * Reads a window message from the frame; anything that is not one of its events is undefined.
 * A success payload stays as sent: an RPC result is the raw value (a signature, a hash).
 */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data)) return undefined
  const { type, payload } = data
  if (typeof type !== 'string' || !type.startsWith(FRAME_EVENT_PREFIX)) return undefined
  // The site leaves the id off its own announcements; a reply always carries the request's.
  const id = data.id === undefined ? '' : data.id
  if (typeof id !== 'string' || id.length > 100) return undefined
  if (type === `${FRAME_EVENT_PREFIX}READY`) return { id, kind: 'ready', payload: payloadFields(payload) }
  if (type === `${FRAME_EVENT_PREFIX}SESSION_UPDATE`) {
    const token = payloadFields(payload).token
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined
    return { id, kind: 'session', token }
  }
  const match = FRAME_REPLY.exec(type)
  if (!match || id === '') return undefined
  const event = match[1] as AppEvent
  if (!(APP_EVENTS as readonly string[]).includes(event)) return undefined
  return match[2] === 'SUCCESS'
    ? { id, kind: 'success', event, payload }
    : { id, kind: 'error', event, payload: payloadFields(payload) }
}
