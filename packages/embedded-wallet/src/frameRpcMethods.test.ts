import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from '@sigil/core/internal'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_RPC_METHODS } from './frameRpcMethods.js'
import { createFakeFrameWindow } from './test/fakeFrameWindow.js'
import { readyFrameProvider } from './test/readyFrame.js'

let fake: ReturnType<typeof createFakeFrameWindow>
beforeEach(() => {
  vi.useFakeTimers()
  fake = createFakeFrameWindow()
})
afterEach(() => {
  vi.useRealTimers()
})

const provider = async () => (await readyFrameProvider(fake)).provider

const rpcMethodsPosted = () =>
  fake.posted
    .filter((entry) => entry.message.type === '@w3m-app/RPC_REQUEST')
    .map((entry) => entry.message.payload.method)

describe('the frame RPC methods', () => {
  it('R-EMBED-32 the list is exactly the eth_* reads, the signing methods and the six wallet_* methods', () => {
    // The eth_* methods: every read the app runs at once (eth_accounts and eth_chainId are the
    // provider's own), and the two that sign.
    const answeredByProvider = ['eth_accounts', 'eth_chainId']
    expect(FRAME_RPC_METHODS.filter((method) => method.startsWith('eth_'))).toEqual([
      ...SAFE_RPC_METHODS.filter(
        (method) => method.startsWith('eth_') && !answeredByProvider.includes(method),
      ),
      'eth_signTypedData_v4',
      'eth_sendTransaction',
    ])
    const sorted = (list: readonly string[]) => [...list].sort()
    expect(sorted(FRAME_RPC_METHODS.filter((method) => !method.startsWith('eth_')))).toEqual(
      sorted([
        'personal_sign',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_getCapabilities',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_getAssets',
      ]),
    )
    // Every frame method is on one of the app's allow-lists.
    const allowed = [...SAFE_RPC_METHODS, ...NOT_SAFE_RPC_METHODS] as readonly string[]
    expect(FRAME_RPC_METHODS.filter((method) => !allowed.includes(method))).toEqual([])
  })

  it('R-EMBED-32 each read method reaches the frame; eth_sendUserOperation, allowed but not served, is refused before it', async () => {
    const wallet = await provider()
    const reads = FRAME_RPC_METHODS.filter((method) =>
      (SAFE_RPC_METHODS as readonly string[]).includes(method),
    )
    for (const method of reads) {
      const call = wallet.request({ method, params: [] })
      await vi.advanceTimersByTimeAsync(0)
      fake.answer('RPC_REQUEST', 'SUCCESS', method)
      expect(await call).toBe(method)
    }
    expect(rpcMethodsPosted()).toEqual(reads)
    await expect(wallet.request({ method: 'eth_sendUserOperation', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: 'The embedded wallet does not support eth_sendUserOperation',
    })
    expect(rpcMethodsPosted()).toEqual(reads)
  })
})
