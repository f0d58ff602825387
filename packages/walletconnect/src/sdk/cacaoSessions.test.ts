import type { SiwxSession } from '@sigil/core'
import { verifySiwxSignature } from '@sigil/core/siwx'
import { verifyEip155Signature } from '@sigil/evm'
import { buildAuthObject, createEncodedRecap, formatMessage, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { cacaoSessions, type SignedCacao } from './cacaoSessions.js'

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const request = {
  domain: 'app.example',
  aud: 'https://app.example/login',
  nonce: 'n0nce1234abcd',
  statement: 'Sign in to the example app',
  chains: ['eip155:1', 'eip155:10'],
  methods: ['personal_sign', 'eth_sendTransaction'],
  version: '1',
  iat: '2026-11-24T07:00:00.000Z',
  type: 'caip122',
  // The dApp SDK adds this ReCap for the session's methods to every authenticate request.
  resources: [createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])],
}

/** A CACAO as a wallet makes it with the protocol's own SDK: payload with its ReCap, signed text. */
async function walletCacao(chain: string, overrides: Partial<typeof request> = {}): Promise<SignedCacao> {
  const payload = populateAuthPayload({
    authPayload: { ...request, ...overrides },
    chains: [chain],
    methods: request.methods,
  })
  const iss = `did:pkh:${chain}:${account.address}`
  const text = formatMessage(payload, iss)
  const signature = await account.signMessage({ message: text })
  return buildAuthObject(payload, { t: 'eip191', s: signature }, iss) as unknown as SignedCacao
}

/** The EVM adapter's signature check (an account's EIP-191 signature needs no chain read). */
const evmCheck = {
  verifySignature: ({ data, message, signature }: SiwxSession) =>
    verifyEip155Signature({ address: data.accountAddress, message, signature }),
}

describe('cacaoSessions', () => {
  it('R-SIWX-02 R-SIWX-03 R-WC-03 maps each signed CACAO (with the SDK ReCap) to a session our verifier accepts', async () => {
    const cacaos = [await walletCacao('eip155:1'), await walletCacao('eip155:10')]
    const sessions = cacaoSessions(cacaos, { domain: request.domain, nonce: request.nonce })
    expect(sessions.map((s) => s.data.chainId)).toEqual(['eip155:1', 'eip155:10'])
    for (const session of sessions) {
      expect(session.data.accountAddress).toBe(account.address)
      expect(session.data.nonce).toBe(request.nonce)
      expect(session.data.resources?.some((r) => r.startsWith('urn:recap:'))).toBe(true)
      expect(session.message).toContain('I further authorize the stated URI')
      await expect(verifySiwxSignature(session, evmCheck)).resolves.toBeUndefined()
    }
  })

  it('R-SIWX-03 drops a CACAO for another nonce or domain, and a tampered one fails verification', async () => {
    const other = await walletCacao('eip155:1', { nonce: 'someoneelse99' })
    const elsewhere = await walletCacao('eip155:1', { domain: 'evil.example' })
    expect(cacaoSessions([other, elsewhere], { domain: request.domain, nonce: request.nonce })).toEqual([])
    const good = await walletCacao('eip155:1')
    const tampered = { ...good, p: { ...good.p, statement: 'Something else' } }
    const [session] = cacaoSessions([tampered], { domain: request.domain, nonce: request.nonce })
    expect(session).toBeDefined()
    await expect(verifySiwxSignature(session as NonNullable<typeof session>, evmCheck)).rejects.toMatchObject(
      {
        reason: 'bad-signature',
      },
    )
  })
})
