import type { SiwxSession } from '@sigil/core'
import { parseSiwxMessage } from '@sigil/core/siwx'
import { formatMessage } from '@walletconnect/utils'

/** One signed sign-in object a wallet returns from `authenticate` (CAIP-74 CACAO). */
export type SignedCacao = {
  p: { iss: string; domain: string; nonce: string; aud: string; version: string; iat: string } & Record<
    string,
    unknown
  >
  s: { t: string; s: string }
}

/** What the sign-in request asked for: a CACAO not bound to it is refused. */
export type CacaoExpectations = { domain: string; nonce: string }

/**
 * Turns the wallet's signed CACAOs into sign-in sessions. The text is what the wallet signed:
 * the SDK formats it from the payload (with any ReCap statement and resource it adds), and our
 * own parser must read it back, so the verifier later checks exactly those bytes. A CACAO for
 * another domain or nonce, or one that is not EIP-4361 text, is dropped, never stored.
 */
export function cacaoSessions(cacaos: readonly SignedCacao[], expected: CacaoExpectations): SiwxSession[] {
  const sessions: SiwxSession[] = []
  for (const cacao of cacaos) {
    if (cacao.p.domain !== expected.domain || cacao.p.nonce !== expected.nonce) continue
    if (cacao.s.t !== 'eip191' && cacao.s.t !== 'eip1271') continue
    const message = formatMessage(cacao.p as Parameters<typeof formatMessage>[0], cacao.p.iss)
    let data: SiwxSession['data']
    try {
      data = parseSiwxMessage(message)
    } catch {
      continue
    }
    if (data.nonce !== expected.nonce || data.domain !== expected.domain) continue
    sessions.push({ data: { ...data, serializedMessage: message }, message, signature: cacao.s.s })
  }
  return sessions
}
