import { createMemoryStorage, type SiwxSignatureCheck } from '@sigil/core'
import { createSiwx } from '@sigil/core/siwx'
import { devnetSmartAccount, signedSiwx, useDevnet } from '@sigil/test/devnet'
import { serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { evm } from '../evmAdapter.js'
import { testNetwork } from '../test/context.js'

const chainId = 'eip155:31337' as const
const page = { domain: 'demo.example', uri: 'https://demo.example/' }

const { devnet } = useDevnet()
const rpcUrl = () => devnet.urls.rpc[31337]!

/** The check the client hands the sign-in config: the EVM adapter's, on the session's network. */
function adapterCheck(rpcUrls: string[]): SiwxSignatureCheck {
  const adapter = evm()
  const network = testNetwork({ id: 31337, rpcUrls: { default: { http: rpcUrls } } })
  return (session) =>
    adapter.verifySignature({
      network,
      address: session.data.accountAddress,
      message: session.message,
      signature: session.signature,
    })
}

describe('smart-account sign-in through the EVM adapter, on devnet', () => {
  it('ERC-1271: a deployed DevnetSmartAccount verifies its owner’s signature over the chain’s RPC', async () => {
    const { owner, address } = await devnetSmartAccount(devnet, 1, true)
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const session = await signedSiwx(siwx, address, chainId, (message) => owner.signMessage({ message }))
    // Without a check of the chain's, there is nothing to verify an EVM signature with.
    await expect(siwx.addSession(session, { address, chainId })).rejects.toMatchObject({
      reason: 'unsupported',
    })
    expect(await siwx.listSessions()).toEqual([])
    const again = await signedSiwx(siwx, address, chainId, (message) => owner.signMessage({ message }))
    await siwx.addSession(again, { address, chainId, verifySignature: adapterCheck([rpcUrl()]) })
    expect((await siwx.getSession({ chainId, address }))?.data.accountAddress).toBe(address)
  })

  it('ERC-1271: another key’s signature is refused for the smart account', async () => {
    const { address } = await devnetSmartAccount(devnet, 1, false)
    const stranger = privateKeyToAccount(devnet.accounts[5]!.privateKey)
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const session = await signedSiwx(siwx, address, chainId, (message) => stranger.signMessage({ message }))
    await expect(
      siwx.addSession(session, { address, chainId, verifySignature: adapterCheck([rpcUrl()]) }),
    ).rejects.toMatchObject({ reason: 'bad-signature' })
    expect(await siwx.listSessions()).toEqual([])
  })

  it('ERC-6492: an account not deployed yet verifies through its factory call', async () => {
    const { owner, address, factory, createCall } = await devnetSmartAccount(devnet, 2, false)
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const session = await signedSiwx(siwx, address, chainId, async (message) =>
      serializeErc6492Signature({
        address: factory,
        data: createCall,
        signature: await owner.signMessage({ message }),
      }),
    )
    await siwx.addSession(session, { address, chainId, verifySignature: adapterCheck([rpcUrl()]) })
    expect(await siwx.listSessions()).toHaveLength(1)
  })

  it('EIP-191: an account with a key verifies without reading the chain', async () => {
    const user = privateKeyToAccount(devnet.accounts[6]!.privateKey)
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const session = await signedSiwx(siwx, user.address, chainId, (message) => user.signMessage({ message }))
    // An RPC URL nothing answers on: a read would fail the check.
    await siwx.addSession(session, {
      address: user.address,
      chainId,
      verifySignature: adapterCheck(['http://127.0.0.1:9']),
    })
    expect(await siwx.listSessions()).toHaveLength(1)
  })
})
