import { useDevnet } from '@sigil/test/devnet'
import { beforeAll, describe, expect, it } from 'vitest'
import { isSigilError } from '../../errors/SigilError.js'
import { createJsonRpcClient, JsonRpcResponseError } from './createJsonRpcClient.js'

const { devnet, admin } = useDevnet(async (admin) => {
  await admin.resetRpc()
  await admin.clearRequests()
})
let chainId: number
let primary: string
let secondary: string

beforeAll(() => {
  const [chain] = devnet.chains
  chainId = chain!.chainId
  primary = chain!.rpcUrl
  secondary = chain!.rpcFallbackUrl
})

const rpcRequests = async (suffix = '') =>
  (await admin.requests('rpc')).filter((r) => r.path === `/rpc/${chainId}${suffix}`)

describe('JSON-RPC client against devnet', () => {
  it('R-API-37 single and batched bodies', async () => {
    const rpc = createJsonRpcClient({ urls: [primary] })
    expect(await rpc.request<string>({ method: 'eth_chainId' })).toBe(`0x${chainId.toString(16)}`)
    const [id, unknown] = await rpc.batch([
      { method: 'eth_chainId' },
      { method: 'no_such_method', params: [] },
    ])
    expect(id).toBe(`0x${chainId.toString(16)}`)
    expect(unknown).toBeInstanceOf(JsonRpcResponseError)
    expect(await rpcRequests()).toHaveLength(2)
  })

  it('R-API-38 falls back to the next endpoint after its retries', async () => {
    await admin.setRpc({ chainId, endpoint: 'primary', mode: 'down' })
    const rpc = createJsonRpcClient({ urls: [primary, secondary], retryCount: 1, retryDelayMs: 10 })
    expect(await rpc.request({ method: 'eth_chainId' })).toBe(`0x${chainId.toString(16)}`)
    expect(await rpcRequests()).toHaveLength(2)
    expect(await rpcRequests('/fallback')).toHaveLength(1)
  })

  it('R-ERR-16 every endpoint failing gives Something went wrong; an abort gives Request was aborted', async () => {
    await admin.setRpc({ chainId, mode: 'hang' })
    const rpc = createJsonRpcClient({
      urls: [primary, secondary],
      timeoutMs: 100,
      retryCount: 1,
      retryDelayMs: 10,
    })
    const failed = await rpc.request({ method: 'eth_chainId' }).catch((e: unknown) => e)
    expect(isSigilError(failed, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect((failed as Error).message).toMatch(/^Something went wrong/)
    const controller = new AbortController()
    const pending = rpc.request({ method: 'eth_chainId' }, controller.signal).catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 20)
    const aborted = await pending
    expect(isSigilError(aborted, 'REQUEST_ABORTED')).toBe(true)
    expect((aborted as Error).message).toBe('Request was aborted')
  })

  it('R-API-37 an error answer is not retried', async () => {
    const rpc = createJsonRpcClient({ urls: [primary, secondary] })
    await expect(rpc.request({ method: 'no_such_method' })).rejects.toBeInstanceOf(JsonRpcResponseError)
    expect(await rpcRequests()).toHaveLength(1)
    expect(await rpcRequests('/fallback')).toHaveLength(0)
  })
})
