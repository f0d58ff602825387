import { eip191Check } from '@sigil/test'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createSiwx } from './createSiwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessage, SiwxSession } from './types.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec1b4ef86d4ae5e')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const NOW = Date.parse('2026-11-24T06:00:00.000Z')
const chainId = 'eip155:31337' as const
// The EVM adapter's signature check, as the client passes it (EIP-191 here; smart accounts in @sigil/evm).
const context = { address: account.address, chainId, verifySignature: eip191Check }

function setup(now = NOW) {
  const storage = createMemoryStorage()
  let clock = now
  const siwx = createSiwx({
    domain: 'app.example',
    uri: 'https://app.example/start',
    statement: 'Sign in to the example app.',
    expiresInMs: 3_600_000,
    storage,
    now: () => clock,
  })
  return { siwx, storage, setNow: (value: number) => (clock = value) }
}

async function signed(
  { serializedMessage: _, ...data }: SiwxMessage,
  signer = account,
): Promise<SiwxSession> {
  const message = formatSiwxMessage(data)
  return { data, message, signature: await signer.signMessage({ message }) }
}

describe('createSiwx: checks before storing', () => {
  it('R-SIWX-06 a good signature adds a session that is served back, and a reload of the store keeps it', async () => {
    const { siwx, storage } = setup()
    const data = await siwx.createMessage({ accountAddress: account.address, chainId })
    await siwx.addSession(await signed(data), context)
    const session = await siwx.getSession({ chainId, address: account.address.toLowerCase() })
    expect(session?.data.nonce).toBe(data.nonce)
    const again = createSiwx({ storage, now: () => NOW })
    expect((await again.listSessions()).map((s) => s.signature)).toEqual([session?.signature])
    expect(storage.getItem('sigil:siwx:sessions')).not.toMatch(/private|secret/i)
  })

  const cases: [
    string,
    string,
    (ctx: ReturnType<typeof setup>, data: SiwxMessage) => Promise<[SiwxSession, object?]>,
  ][] = [
    [
      'expired',
      'expired',
      async (ctx, data) => {
        ctx.setNow(NOW + 3_600_001)
        return [await signed(data)]
      },
    ],
    [
      'not yet valid',
      'not-yet-valid',
      async (_ctx, data) => [await signed({ ...data, notBefore: '2026-11-24T07:00:00.000Z' })],
    ],
    [
      'wrong domain',
      'wrong-domain',
      async (_ctx, data) => [await signed({ ...data, domain: 'evil.example' })],
    ],
    [
      'wrong uri',
      'wrong-uri',
      async (_ctx, data) => [await signed({ ...data, uri: 'https://evil.example/start' })],
    ],
    [
      'wrong chain',
      'wrong-chain',
      async (_ctx, data) => [await signed(data), { ...context, chainId: 'eip155:1' }],
    ],
    [
      'wrong address',
      'wrong-address',
      async (_ctx, data) => [await signed(data), { ...context, address: other.address }],
    ],
    [
      'tampered text',
      'tampered',
      async (_ctx, data) => {
        const good = await signed(data)
        return [
          { ...good, message: good.message.replace('Sign in to the example app.', 'Send me everything.') },
        ]
      },
    ],
    ['bad signature', 'bad-signature', async (_ctx, data) => [await signed(data, other)]],
    [
      'an EVM signature without its adapter’s check',
      'unsupported',
      async (_ctx, data) => [await signed(data), { address: account.address, chainId }],
    ],
    [
      'a nonce not issued here',
      'reused-nonce',
      async (_ctx, data) => [await signed({ ...data, nonce: 'madeUpNonce123' })],
    ],
  ]
  for (const [label, reason, make] of cases)
    it(`refuses ${label} with a clear error and stores nothing`, async () => {
      const ctx = setup()
      const data = await ctx.siwx.createMessage({ accountAddress: account.address, chainId })
      const [session, given] = await make(ctx, data)
      const error = await ctx.siwx.addSession(session, given ?? context).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toMatchObject({ name: 'SiwxError', reason })
      expect((error as Error).message.length).toBeGreaterThan(10)
      expect(await ctx.siwx.listSessions()).toEqual([])
      expect(ctx.storage.getItem('sigil:siwx:sessions')).toBeNull()
    })

  it('refuses a reused nonce: the same signed message cannot be added twice', async () => {
    const { siwx } = setup()
    const data = await siwx.createMessage({ accountAddress: account.address, chainId })
    const session = await signed(data)
    await siwx.addSession(session, context)
    await siwx.revokeSession({ chainId, address: account.address })
    await expect(siwx.addSession(session, context)).rejects.toMatchObject({ reason: 'reused-nonce' })
    expect(await siwx.listSessions()).toEqual([])
  })

  it('R-SIWX-01 a reload between writing the message and adding its signature keeps the nonce good', async () => {
    const { siwx, storage } = setup()
    const data = await siwx.createMessage({ accountAddress: account.address, chainId })
    const session = await signed(data)
    // The page reloads while the wallet signs: a new config over the same storage takes the signature.
    const reloaded = createSiwx({
      domain: 'app.example',
      uri: 'https://app.example/',
      storage,
      now: () => NOW,
    })
    await reloaded.addSession(session, context)
    expect(await reloaded.getSession({ chainId, address: account.address })).toBeDefined()
    expect(storage.getItem('sigil:siwx:nonces')).toContain(data.nonce)
    await reloaded.revokeSession({ chainId, address: account.address })
    await expect(reloaded.addSession(session, context)).rejects.toMatchObject({ reason: 'reused-nonce' })
  })

  it('R-SIWX-03 a nonce is good once per network (one approval signing several chains), and runs out', async () => {
    const { siwx, setNow, storage } = setup()
    const data = await siwx.createMessage({ accountAddress: account.address, chainId })
    const onOther = { ...data, chainId: 'eip155:31338' as const }
    await siwx.addSession(await signed(data), context)
    await siwx.addSession(await signed(onOther), { ...context, chainId: onOther.chainId })
    expect(await siwx.listSessions()).toHaveLength(2)
    await expect(
      siwx.addSession(await signed(onOther), { ...context, chainId: onOther.chainId }),
    ).rejects.toMatchObject({
      reason: 'reused-nonce',
    })
    const late = await siwx.createMessage({ accountAddress: account.address, chainId })
    setNow(NOW + 15 * 60_000 + 1)
    await expect(siwx.addSession(await signed(late), context)).rejects.toMatchObject({
      reason: 'reused-nonce',
    })
    // Storage is a boundary: a made-up entry, a bad shape or a corrupt list issue nothing.
    storage.setItem('sigil:siwx:nonces', JSON.stringify({ madeUpNonce123: { expiresAt: 'later', used: [] } }))
    const forged = await signed({ ...data, nonce: 'madeUpNonce123' })
    await expect(siwx.addSession(forged, context)).rejects.toMatchObject({ reason: 'reused-nonce' })
    storage.setItem('sigil:siwx:nonces', '{not json')
    await expect(siwx.createMessage({ accountAddress: account.address, chainId })).resolves.toBeDefined()
  })

  it('stored entries that are corrupt, edited or expired are dropped on read', async () => {
    const { siwx, storage, setNow } = setup()
    const data = await siwx.createMessage({ accountAddress: account.address, chainId })
    const good = await signed(data)
    await siwx.addSession(good, context)
    const stored = storage.getItem('sigil:siwx:sessions') ?? ''
    storage.setItem('sigil:siwx:sessions', '{not json')
    expect(await siwx.listSessions()).toEqual([])
    storage.setItem(
      'sigil:siwx:sessions',
      JSON.stringify([{ ...good, data: { ...good.data, chainId: 'eip155:1' } }, 7, null]),
    )
    expect(await siwx.listSessions()).toEqual([])
    storage.setItem('sigil:siwx:sessions', stored)
    expect(await siwx.listSessions()).toHaveLength(1)
    setNow(NOW + 3_600_001)
    expect(await siwx.getSession({ chainId, address: account.address })).toBeUndefined()
  })
})
