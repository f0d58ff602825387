import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'
import type { TokenBalance } from './balances.js'
import type { HistoryPage } from './history-view.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})

async function call(path: string, init?: RequestInit) {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(`${devnet.urls.blockchain}${path}${separator}projectId=devnet`, init)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const balances = async (address: string) =>
  (
    await call(
      `/v1/account/${address}/balance?currency=usd&chainId=eip155:31337&forceUpdate=eip155:31337:0x0000000000000000000000000000000000000000`,
    )
  ).body.balances as TokenBalance[]

async function fullHistory(address: string, chainId = 'eip155:31337') {
  const pages: HistoryPage[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor === null ? '' : `&cursor=${cursor}`
    const page = (await call(`/v1/account/${address}/history?chainId=${chainId}${query}`))
      .body as unknown as HistoryPage
    pages.push(page)
    cursor = page.next
  } while (cursor !== null)
  return pages
}

describe('blockchain service', () => {
  it('R-API-11 lists both devnet chains as CAIP-2, then Solana Devnet and Bitcoin Testnet', async () => {
    const { body } = await call('/v1/supported-chains')
    expect(body.http).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'bip122:000000000933ea01ad0ee984209779ba',
    ])
  })

  it('R-ACCT-08 a balance has every field of a token balance, read from the chain', async () => {
    const list = await balances(devnet.accounts[0]!.address)
    const [native, dusd] = list
    expect(native).toMatchObject({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000 })
    expect(native!.address).toBeUndefined()
    expect(dusd).toMatchObject({
      name: 'Devnet USD',
      symbol: 'dUSD',
      address: `eip155:31337:${devnet.contracts[31337]!.erc20}`,
      decimals: 6,
      price: 1,
      quantity: { decimals: '6', numeric: '9853.75' },
      value: 9853.75,
    })
    for (const entry of list) expect(entry.iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/registry\//)
  })

  it('R-API-14 forceUpdate takes CAIP-10 token addresses and refuses anything else as blockchain-api does', async () => {
    const address = devnet.accounts[0]!.address
    const path = (forceUpdate: string, chainId = 'eip155:31337', owner: string = address) =>
      `/v1/account/${owner}/balance?currency=usd&chainId=${chainId}&forceUpdate=${encodeURIComponent(forceUpdate)}`
    const invalid = {
      status: 'FAILED',
      reasons: [{ field: 'address', description: 'The address provided is invalid' }],
    }
    expect(await call(path('true'))).toEqual({ status: 400, body: invalid })
    expect(await call(path(`eip155:31337:${devnet.contracts[31337]!.erc20},nope`))).toEqual({
      status: 400,
      body: invalid,
    })
    const both = `eip155:31337:0x0000000000000000000000000000000000000000,eip155:31337:${devnet.contracts[31337]!.erc20}`
    expect((await call(path(both))).status).toBe(200)
    const solanaOwner = 'So11111111111111111111111111111111111111112'
    expect(await call(path(both, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', solanaOwner))).toEqual({
      status: 400,
      body: {
        status: 'FAILED',
        reasons: [{ field: 'address', description: 'Unsupported namespace: solana' }],
      },
    })
  })

  it('R-ACCT-09 R-ACCT-17 history pages by cursor, flags spam NFTs and has every transaction field', async () => {
    const pages = await fullHistory(devnet.accounts[0]!.address)
    expect(pages.length).toBeGreaterThan(1)
    expect(pages[0]!.data).toHaveLength(10)
    const transactions = pages.flatMap((page) => page.data)
    expect(new Set(transactions.map((transaction) => transaction.id)).size).toBe(transactions.length)
    for (const transaction of transactions) {
      expect(transaction.metadata).toMatchObject({ chain: 'eip155:31337', status: 'confirmed' })
      expect(Object.keys(transaction.metadata)).toEqual(
        expect.arrayContaining(['minedAt', 'chain', 'operationType', 'status', 'sentFrom', 'sentTo']),
      )
      for (const transfer of transaction.transfers) expect(typeof transfer.quantity.numeric).toBe('string')
    }
    const nfts = transactions
      .flatMap((transaction) => transaction.transfers)
      .filter((transfer) => transfer.nft_info)
    expect(nfts.map((transfer) => transfer.nft_info!.flags.is_spam).sort()).toEqual([false, false, true])
    expect(transactions.some((transaction) => transaction.metadata.operationType === 'mint')).toBe(true)
  })

  it('a dUSD transfer and a native transfer sent with viem show in history and balance', async () => {
    const sender = devnet.accounts[4]!
    const receiver = devnet.accounts[5]!.address
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain: foundry,
      transport: http(devnet.urls.rpc[31337]),
    })
    // A sent transaction's hash can come back before anvil has mined it; the reads wait for both receipts.
    const chain = createPublicClient({ chain: foundry, transport: http(devnet.urls.rpc[31337]) })
    const before = await balances(receiver)
    expect(before.map((entry) => entry.symbol)).toEqual(['ETH'])
    const sent = await wallet.sendTransaction({ to: receiver, value: parseEther('1.5') })
    // Account 4 holds no dUSD; a mint by the deployer is not possible from a local account key here,
    // so account 0 (seeded with dUSD) pays account 5.
    const payer = createWalletClient({
      account: privateKeyToAccount(devnet.accounts[0]!.privateKey),
      chain: foundry,
      transport: http(devnet.urls.rpc[31337]),
    })
    const paid = await payer.writeContract({
      address: devnet.contracts[31337]!.erc20,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', 6)],
    })
    await Promise.all([sent, paid].map((hash) => chain.waitForTransactionReceipt({ hash })))
    const after = await balances(receiver)
    expect(after.find((entry) => entry.symbol === 'dUSD')?.quantity.numeric).toBe('12.5')
    expect(Number(after[0]!.quantity.numeric)).toBeCloseTo(Number(before[0]!.quantity.numeric) + 1.5, 6)

    const [page] = await fullHistory(receiver)
    const [token, native] = page!.data
    expect(token!.metadata.operationType).toBe('receive')
    expect(token!.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'dUSD' },
      direction: 'in',
      quantity: { numeric: '12.5' },
    })
    expect(native!.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'ETH' },
      quantity: { numeric: '1.5' },
    })
    expect(native!.metadata.sentFrom).toBe(sender.address)
  })

  it('refuses a call without projectId and an unsupported chain', async () => {
    const missing = await fetch(`${devnet.urls.blockchain}/v1/supported-chains`)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toContain('projectId')
    const unknown = await call(`/v1/account/${devnet.accounts[0]!.address}/balance?chainId=eip155:1`)
    expect(unknown.status).toBe(400)
    const badAddress = await call('/v1/account/not-an-address/history')
    expect(badAddress.status).toBe(400)
  })

  it('R-API-17 prices fungibles by CAIP-10 address', async () => {
    const { body } = await call('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'devnet',
        addresses: [
          `eip155:31338:${devnet.contracts[31338]!.erc20}`,
          'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        ],
      }),
    })
    expect(body.fungibles).toMatchObject([
      { symbol: 'dUSD', price: 1 },
      { symbol: 'ETH', price: 3000 },
    ])
  })

  it('R-API-25 R-API-22 R-API-23 R-API-12 a name registered with a valid signature resolves both ways', async () => {
    const owner = privateKeyToAccount(devnet.accounts[6]!.privateKey)
    expect((await call(`/v1/identity/${owner.address}?sender=${owner.address}`)).body).toEqual({
      name: null,
      avatar: null,
    })
    const message = JSON.stringify({ name: 'builder.reown.id', attributes: {}, timestamp: Date.now() })
    const signature = await owner.signMessage({ message })
    const registered = await call('/v1/profile/account', {
      method: 'POST',
      body: JSON.stringify({ coin_type: 60, address: owner.address, message, signature }),
    })
    expect(registered.status).toBe(200)
    const resolved = (await call('/v1/profile/account/builder.reown.id')).body as {
      addresses: Record<string, { address: string }>
    }
    expect(resolved.addresses['60']!.address).toBe(owner.address)
    const reverse = (await call(`/v1/profile/reverse/${owner.address}`)).body as unknown as { name: string }[]
    expect(reverse.map((entry) => entry.name)).toEqual(['builder.reown.id'])
    expect((await call(`/v1/identity/${owner.address}`)).body.name).toBe('builder.reown.id')

    const taken = await call('/v1/profile/account', {
      method: 'POST',
      body: JSON.stringify({ coin_type: 60, address: owner.address, message, signature }),
    })
    expect(taken.status).toBe(409)
    expect(await call('/v1/profile/account/nobody.reown.id')).toEqual({
      status: 404,
      body: {
        status: 'FAILED',
        reasons: [{ field: 'name', description: 'Name is not found in the database: nobody.reown.id' }],
      },
    })
    expect(await call('/v1/profile/account/nobody.reown.id?apiVersion=2')).toEqual({ status: 200, body: [] })
    const nameless = devnet.accounts[9]!.address
    expect((await call(`/v1/profile/reverse/${nameless}`)).status).toBe(404)
    expect(await call(`/v1/profile/reverse/${nameless}?apiVersion=2`)).toEqual({ status: 200, body: [] })
  })

  it('R-API-25 a bad signature is refused with a message', async () => {
    const owner = privateKeyToAccount(devnet.accounts[7]!.privateKey)
    const other = privateKeyToAccount(devnet.accounts[8]!.privateKey)
    const message = JSON.stringify({ name: 'impostor.reown.id' })
    const signature = await other.signMessage({ message })
    const refused = await call('/v1/profile/account', {
      method: 'POST',
      body: JSON.stringify({ coin_type: 60, address: owner.address, message, signature }),
    })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toContain('signature')
    expect((await call('/v1/profile/account/impostor.reown.id')).status).toBe(404)
  })

  it('R-API-23 a seeded profile avatar is an image URL that loads like any public image (no project id)', async () => {
    const { body } = await call('/v1/profile/account/alice.reown.id')
    const avatar = (body.attributes as { avatar: string }).avatar
    const image = await fetch(avatar)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    expect(await image.text()).toContain('<svg')
    expect((await fetch(`${devnet.urls.blockchain}/avatars/bad%20name`)).status).toBe(400)
  })

  it('R-API-24 suggestions mark registered names', async () => {
    const { body } = await call('/v1/profile/suggestions/alice?zone=reown.id')
    const suggestions = body.suggestions as { name: string; registered: boolean }[]
    expect(suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
    expect(suggestions.slice(1).every((entry) => !entry.registered)).toBe(true)
  })

  it('R-API-29 R-API-30 smart sessions are listed by CAIP-10 account as { pcis } and revoked with an empty 200', async () => {
    const account = `eip155:31337:${devnet.accounts[0]!.address}`
    const listed = (await call(`/v1/sessions/${account}`)).body as { pcis: Record<string, unknown>[] }
    expect(listed.pcis).toEqual([
      {
        project: { id: 'devnet', name: 'Devnet', url: null, iconUrl: null },
        pci: 'devnet-pci',
        expiry: expect.any(Number),
        createdAt: expect.any(Number),
        permissions: [],
        policies: [],
        context: null,
        revokedAt: null,
      },
    ])
    const revoke = (pci: string) =>
      fetch(`${devnet.urls.blockchain}/v1/sessions/${account}/revoke?projectId=devnet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pci, signature: '0x00' }),
      })
    const missing = await revoke('nope')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'pci', description: 'Permission for PCI is not found: nope' }],
    })
    const done = await revoke('devnet-pci')
    expect(done.status).toBe(200)
    expect(await done.text()).toBe('')
    expect(
      ((await call(`/v1/sessions/${account}`)).body.pcis as { revokedAt: number }[])[0]!.revokedAt,
    ).toEqual(expect.any(Number))
    expect(await call('/v1/sessions/eip155:x y:0xabc')).toMatchObject({ status: 400 })
  })

  it('R-API-16 R-API-19 swap tokens and gas price have sample data', async () => {
    const tokens = (await call('/v1/convert/tokens?chainId=eip155:31337')).body.tokens as { symbol: string }[]
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'dUSD'])
    const gas = (await call('/v1/convert/gas-price?chainId=eip155:31337')).body
    expect(BigInt(gas.standard as string)).toBeGreaterThan(0n)
  })

  it('R-API-27 R-API-28 R-ERR-23 onramp options and quote are unknown paths, answered as the hosted service answers them: a bare 404', async () => {
    const answers = [
      await fetch(`${devnet.urls.blockchain}/v1/onramp/options?projectId=devnet`),
      await fetch(`${devnet.urls.blockchain}/v1/onramp/quote?projectId=devnet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          purchaseCurrency: 'eth',
          paymentCurrency: 'USD',
          amount: '100',
          network: '1',
        }),
      }),
      // A browser's preflight finds no route either, and no CORS headers.
      await fetch(`${devnet.urls.blockchain}/v1/onramp/quote`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(await answer.text()).toBe('')
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    }
    // A route the service has keeps its CORS headers, preflight included.
    const served = await fetch(`${devnet.urls.blockchain}/v1/supported-chains?projectId=devnet`)
    expect(served.headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await fetch(`${devnet.urls.blockchain}/v1/generators/onrampurl`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('a malformed JSON body gets 400, never a crash', async () => {
    const response = await call('/v1/profile/account', { method: 'POST', body: '{not json' })
    expect(response.status).toBe(400)
    expect((await call('/v1/supported-chains')).status).toBe(200)
  })
})
