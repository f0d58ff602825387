/**
 * The app events of the frame protocol (spec §7, R-EMBED-27). The app posts
 * `{ id, type: 'APP_<EVENT>', payload }`; the frame answers with `FRAME_<EVENT>_SUCCESS` or
 * `FRAME_<EVENT>_ERROR` carrying the same id (R-EMBED-28), and announces itself with FRAME_READY.
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

/** The requests that wait on the user (typing a code, a popup): they time out at 120000 ms (R-PERF-11). */
export const USER_PACED_EVENTS: readonly AppEvent[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

export type AppMessage = { id: string; type: `APP_${AppEvent}`; payload: Record<string, unknown> }

export type FrameMessage =
  | { id: string; kind: 'ready' }
  | { id: string; kind: 'success'; event: AppEvent; payload: Record<string, unknown> }
  | { id: string; kind: 'error'; event: AppEvent; payload: Record<string, unknown> }

const FRAME_REPLY = /^FRAME_([A-Z_]+)_(SUCCESS|ERROR)$/

/** Reads a window message from the frame; anything that is not one of its events is undefined. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { id, type, payload } = data as Record<string, unknown>
  if (typeof id !== 'string' || id.length === 0 || id.length > 100 || typeof type !== 'string')
    return undefined
  if (type === 'FRAME_READY') return { id, kind: 'ready' }
  const match = FRAME_REPLY.exec(type)
  if (!match) return undefined
  const event = match[1] as AppEvent
  if (!(APP_EVENTS as readonly string[]).includes(event)) return undefined
  const body =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {}
  return { id, kind: match[2] === 'SUCCESS' ? 'success' : 'error', event, payload: body }
}
