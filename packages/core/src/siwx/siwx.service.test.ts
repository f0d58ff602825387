import { eip191Check } from '@sigil/test'
import { devnetSmartAccount, signedSiwx, useDevnet } from '@sigil/test/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createSiwx } from './createSiwx.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { createBlockchainSessionStore } from './sessions/createBlockchainSessionStore.js'

const chainId = 'eip155:31337' as const
const page = { domain: 'demo.example', uri: 'https://demo.example/' }

const { devnet } = useDevnet()

describe('sessions held by the blockchain service (spec §7)', () => {
  const store = (storage: ReturnType<typeof createMemoryStorage>) =>
    createBlockchainSessionStore({
      blockchainUrl: devnet.urls.blockchain,
      projectId: devnet.projectId,
      storage,
    })

  it('R-SIWX-01 nonce, verify, read after a reload, and revoke by sign-out', async () => {
    const user = privateKeyToAccount(devnet.accounts[0]!.privateKey)
    const storage = createMemoryStorage()
    const siwx = createSiwx({ ...page, store: store(storage), expiresInMs: 3_600_000 })
    const session = await signedSiwx(siwx, user.address, chainId, (message) => user.signMessage({ message }))
    expect(session.data.nonce).toMatch(/^[0-9a-f]{24}$/)
    await siwx.addSession(session, { address: user.address, chainId, verifySignature: eip191Check })
    // Only the id is kept in the browser; the service holds the session.
    const ids = JSON.parse(storage.getItem('sigil:siwx:backend') ?? '[]') as { id: string }[]
    expect(ids).toHaveLength(1)
    expect(storage.getItem('sigil:siwx:backend')).not.toContain(session.signature)
    const remote = await fetch(
      `${devnet.urls.blockchain}/v1/sessions/${ids[0]!.id}?projectId=${devnet.projectId}`,
    )
    expect(await remote.json()).toMatchObject({
      address: user.address,
      chainId,
      revoked: false,
      message: session.message,
    })

    const afterReload = createSiwx({ ...page, store: store(storage) })
    const restored = await afterReload.getSession({ chainId, address: user.address })
    expect(restored?.signature).toBe(session.signature)
    expect(await afterReload.listSessions()).toHaveLength(1)

    await afterReload.revokeSession(
      { chainId, address: user.address },
      { signMessage: (text) => user.signMessage({ message: text }) },
    )
    const revoked = await fetch(
      `${devnet.urls.blockchain}/v1/sessions/${ids[0]!.id}?projectId=${devnet.projectId}`,
    )
    expect(await revoked.json()).toMatchObject({ revoked: true })
    expect(await afterReload.getSession({ chainId, address: user.address })).toBeUndefined()
    expect(storage.getItem('sigil:siwx:backend')).toBeNull()
  })

  it('the service refuses a reused nonce and a bad signature; nothing is kept', async () => {
    const user = privateKeyToAccount(devnet.accounts[1]!.privateKey)
    const other = privateKeyToAccount(devnet.accounts[2]!.privateKey)
    const storage = createMemoryStorage()
    const siwx = createSiwx({ ...page, store: store(storage), verify: false })
    const bad = await signedSiwx(siwx, user.address, chainId, (message) => other.signMessage({ message }))
    await expect(siwx.addSession(bad, { address: user.address, chainId })).rejects.toMatchObject({
      reason: 'bad-signature',
    })
    const good = await signedSiwx(siwx, user.address, chainId, (message) => user.signMessage({ message }))
    await siwx.addSession(good, { address: user.address, chainId })
    await expect(siwx.addSession(good, { address: user.address, chainId })).rejects.toMatchObject({
      reason: 'reused-nonce',
    })
    expect(await siwx.listSessions()).toHaveLength(1)
  })

  it('the service itself refuses an expired or not-yet-valid sign-in and a nonce it did not issue', async () => {
    const user = privateKeyToAccount(devnet.accounts[3]!.privateKey)
    const backend = store(createMemoryStorage())
    const add = async (options: Parameters<typeof createSiwxMessage>[1]) => {
      const { serializedMessage = '', ...data } = createSiwxMessage(
        { accountAddress: user.address, chainId },
        { ...page, ...options },
      )
      return backend.add({
        data,
        message: serializedMessage,
        signature: await user.signMessage({ message: serializedMessage }),
      })
    }
    await expect(add({ nonce: await backend.issueNonce!(), expiresInMs: -1000 })).rejects.toMatchObject({
      reason: 'expired',
    })
    await expect(
      add({ nonce: await backend.issueNonce!(), notBefore: new Date(Date.now() + 60_000) }),
    ).rejects.toMatchObject({
      reason: 'not-yet-valid',
    })
    await expect(add({ nonce: 'neverIssued123' })).rejects.toMatchObject({ reason: 'reused-nonce' })
    expect(await backend.list()).toEqual([])
  })

  it('a smart account signs in through the service too (ERC-1271 on the chain)', async () => {
    const { owner, address } = await devnetSmartAccount(devnet, 3, true)
    const siwx = createSiwx({ ...page, store: store(createMemoryStorage()), verify: false })
    const session = await signedSiwx(siwx, address, chainId, (message) => owner.signMessage({ message }))
    await siwx.addSession(session, { address, chainId })
    expect((await siwx.getSession({ chainId, address }))?.data.accountAddress).toBe(address)
  })
})
