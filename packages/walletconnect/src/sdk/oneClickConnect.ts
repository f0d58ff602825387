import type { CaipNetwork, Logger, OneClickSignInRequest, SharedConnectorSignIn } from '@sigil/core'
import { cacaoSessions, type SignedCacao } from './cacaoSessions.js'
export type OneClickConnectOptions = {
  /** Pairs until a wallet approves; with a request, the proposal asks for the sign-in too. */
  connect(request?: OneClickSignInRequest): Promise<void>
  /** The CACAOs the approved session carries, if any. */
  signedIn(): readonly unknown[]
  /** Present when the app configured sign-in. */
  signIn: SharedConnectorSignIn | undefined
  networks: readonly CaipNetwork[]
  logger: Logger
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 10_000

/** The wallet's answer is input like any other: only CACAOs of the expected shape go on. */
export function readCacaos(values: readonly unknown[]): SignedCacao[] {
  return values.filter((value): value is SignedCacao => {
    if (typeof value !== 'object' || value === null) return false
    const { p, s } = value as { p?: unknown; s?: unknown }
    if (typeof p !== 'object' || p === null || typeof s !== 'object' || s === null) return false
    const payload = p as Record<string, unknown>
    const signature = s as Record<string, unknown>
    return (
      ['iss', 'domain', 'nonce', 'aud', 'version', 'iat'].every((field) => isText(payload[field])) &&
      isText(signature.t) &&
      isText(signature.s)
    )
  })
}

/**
 * Connects and signs in with one approval. The request (domain, uri, nonce, statement, expiry)
 * comes from the app's sign-in config and rides on the session proposal; a wallet that supports
 * it answers with signed CACAOs, which become sessions the client verifies and stores before
 * this resolves, so the check after connect finds them and asks nothing. A wallet that does not
 * (no CACAO, or none that verifies) is simply connected: the normal sign-in then asks for a
 * signature. A sign-in config that cannot make the request leaves a plain connect too.
 */
export async function connectAndSignIn(options: OneClickConnectOptions): Promise<void> {
  const { signIn } = options
  if (signIn === undefined) return options.connect()
  const chains = options.networks.map((network) => network.caipNetworkId)
  const request = await signIn.prepare(chains).catch((error: unknown): undefined => {
    options.logger.warn('One-click sign-in is off for this connect; signing in asks after it', error)
    return undefined
  })
  if (request === undefined) return options.connect()
  await options.connect(request)
  await completeSignIn(options.signedIn(), request, signIn, options.logger)
}

async function completeSignIn(
  answer: readonly unknown[],
  request: OneClickSignInRequest,
  signIn: SharedConnectorSignIn,
  logger: Logger,
): Promise<void> {
  const sessions = cacaoSessions(readCacaos(answer), { domain: request.domain, nonce: request.nonce })
  if (sessions.length === 0) {
    logger.info('The wallet connected without signing in; signing in asks after connect')
    return
  }
  const kept = await signIn.complete(sessions)
  if (kept.length === 0) logger.warn('No sign-in the wallet signed while connecting verified')
}
