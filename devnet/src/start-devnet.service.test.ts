import { createPublicClient, fallback, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from './start-devnet.js'

let first: Devnet
let second: Devnet

beforeAll(async () => {
  ;[first, second] = await Promise.all([startDevnet(), startDevnet({ walletCount: 10 })])
})
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
})

const rpc = (url: string, method: string, params: unknown[] = []) =>
  fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })

describe('startDevnet', () => {
  it('starts two chains with their own chain ids, seeded contracts and funded accounts', async () => {
    for (const chain of first.chains) {
      const answer = (await (await rpc(chain.rpcUrl, 'eth_chainId')).json()) as { result: string }
      expect(Number(answer.result)).toBe(chain.chainId)
    }
    expect(first.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    expect(first.accounts[0]!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const client = createPublicClient({ transport: http(first.urls.rpc[31338]) })
    expect(await client.getBalance({ address: first.accounts[5]!.address })).toBe(parseEther('10000'))
    expect(await client.getCode({ address: first.contracts[31338]!.erc721 })).not.toBe('0x')
  })

  it('two devnets at once use different ports and keep separate state', async () => {
    expect(new URL(first.urls.registry).port).not.toBe(new URL(second.urls.registry).port)
    expect(first.urls.anvil[31337]).not.toBe(second.urls.anvil[31337])
    await fetch(`${first.urls.admin}/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: 'registry', mode: 503 }),
    })
    const keys = 'projectId=p&st=a&sv=b'
    expect((await fetch(`${first.urls.registry}/getWallets?${keys}`)).status).toBe(503)
    const other = (await (await fetch(`${second.urls.registry}/getWallets?${keys}`)).json()) as {
      count: number
    }
    expect(other.count).toBe(17)
    await fetch(`${first.urls.admin}/faults`, { method: 'DELETE' })
    const client = createPublicClient({ transport: http(second.urls.rpc[31337]) })
    const before = await createPublicClient({ transport: http(first.urls.rpc[31337]) }).getBlockNumber()
    await rpc(second.urls.rpc[31337]!, 'evm_mine')
    expect(await client.getBlockNumber()).toBe(before + 1n)
    expect(await createPublicClient({ transport: http(first.urls.rpc[31337]) }).getBlockNumber()).toBe(before)
  })

  it('R-API-38 an RPC endpoint switched down answers 503 and a viem fallback uses the second endpoint', async () => {
    const setRpc = (body: unknown) =>
      fetch(`${first.urls.admin}/rpc`, { method: 'POST', body: JSON.stringify(body) })
    expect((await setRpc({ chainId: 31337, endpoint: 'primary', mode: 'down' })).status).toBe(200)
    expect((await rpc(first.urls.rpc[31337]!, 'eth_chainId')).status).toBe(503)
    const client = createPublicClient({
      transport: fallback([
        http(first.urls.rpc[31337], { retryCount: 0 }),
        http(first.urls.rpcFallback[31337]),
      ]),
    })
    expect(await client.getChainId()).toBe(31337)

    await setRpc({ chainId: 31337, endpoint: 'fallback', mode: 'hang' })
    await expect(
      fetch(first.urls.rpcFallback[31337]!, {
        method: 'POST',
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow()
    await fetch(`${first.urls.admin}/rpc`, { method: 'DELETE' })
    expect((await rpc(first.urls.rpc[31337]!, 'eth_chainId')).status).toBe(200)
  })

  it('the blockchain service forwards provider-style RPC calls by chainId', async () => {
    const response = await fetch(`${first.urls.blockchain}/v1?chainId=eip155:31338&projectId=p`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
    })
    expect(((await response.json()) as { result: string }).result).toBe('0x7a6a')
  })

  it('unknown paths and methods get JSON 404 and 405', async () => {
    const missing = await fetch(`${first.urls.registry}/nothing-here`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: string }).error).toBe('not_found')
    expect((await fetch(`${first.urls.registry}/getWallets`, { method: 'DELETE' })).status).toBe(405)
  })

  it('stop() ends the anvil processes and the server', async () => {
    const extra = await startDevnet({ chains: [{ chainId: 40001, name: 'Extra' }] })
    const anvilUrl = extra.urls.anvil[40001]!
    expect((await rpc(anvilUrl, 'eth_chainId')).status).toBe(200)
    await extra.stop()
    await expect(rpc(anvilUrl, 'eth_chainId')).rejects.toThrow()
    await expect(fetch(`${extra.urls.admin}/info`)).rejects.toThrow()
  })
})
