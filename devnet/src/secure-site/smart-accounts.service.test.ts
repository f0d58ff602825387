import { createPublicClient, type Hex, hashMessage, http, parseAbi, parseEther, zeroHash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FaultSwitches } from '../admin/fault-switches.js'
import { SMART_ACCOUNT_FACTORY } from '../chain/install-smart-account-factory.js'
import { createLogger } from '../logger.js'
import { type Devnet, startDevnet } from '../start-devnet.js'
import { type SecureSite, startSecureSite } from './start-secure-site.js'

let devnet: Devnet
let chain: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  chain = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
})
afterAll(async () => {
  await devnet?.stop()
})

const accountAbi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
const factoryAbi = parseAbi(['function accountAddress(address owner, bytes32 salt) view returns (address)'])

type User = {
  address: `0x${string}`
  accounts: { address: `0x${string}`; type: string }[]
  preferredAccountType: string
  smartAccountDeployed?: boolean
}

function siteApi(site: string) {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${site}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return {
    post,
    async signIn(email: string, otpOf: (email: string) => Promise<string>): Promise<string> {
      const device = `device-${email.replace(/\W/g, '')}`
      await post('/api/connect-email', { email, device })
      return (await post('/api/connect-otp', { email, device, otp: await otpOf(email) })).body.token as string
    },
    user: async (token: string, body: Record<string, unknown> = {}) =>
      (await post('/api/user', body, token)).body as unknown as User,
    rpc: async (token: string, method: string, params: unknown[]) =>
      (await post('/api/rpc', { method, params }, token)).body,
  }
}

async function devnetOtp(email: string): Promise<string> {
  const response = await fetch(`${devnet.urls.admin}/embedded/otp?email=${encodeURIComponent(email)}`)
  return ((await response.json()) as { code: string }).code
}

const ownerOf = (user: User) => user.accounts.find((account) => account.type === 'eoa')!.address
const smartOf = (user: User) => user.accounts.find((account) => account.type === 'smartAccount')!.address

describe('smart accounts on the devnet secure site', () => {
  it('R-EMBED-04 R-STATE-32 a user has an owner key and a smart account at factory.accountAddress(owner, salt), the smart one current by default', async () => {
    const api = siteApi(devnet.urls.embeddedWallet)
    const token = await api.signIn('sam@example.com', devnetOtp)
    const user = await api.user(token, { preferredAccountType: 'smartAccount' })
    expect(user.accounts.map((account) => account.type)).toEqual(['eoa', 'smartAccount'])
    const expected = await chain.readContract({
      address: SMART_ACCOUNT_FACTORY,
      abi: factoryAbi,
      functionName: 'accountAddress',
      args: [ownerOf(user), zeroHash],
    })
    expect(smartOf(user)).toBe(expected)
    expect(user).toMatchObject({
      address: expected,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    // Both are funded; nothing is deployed until used.
    expect(await chain.getBalance({ address: expected })).toBe(parseEther('100'))
    expect(await chain.getCode({ address: expected })).toBeUndefined()
    expect(await api.rpc(token, 'eth_accounts', [])).toEqual({ result: [expected] })
  })

  it('R-EMBED-31 the smart account signs before deployment (ERC-6492) and after INIT_SMART_ACCOUNT (ERC-1271, isValidSignature on chain)', async () => {
    const api = siteApi(devnet.urls.embeddedWallet)
    const token = await api.signIn('ida@example.com', devnetOtp)
    const smart = smartOf(await api.user(token))
    const message = 'Sign in to the Sigil demo'
    const early = (await api.rpc(token, 'personal_sign', [message, smart])).result as Hex
    expect(early.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await chain.verifyMessage({ address: smart, message, signature: early })).toBe(true)

    expect((await api.post('/api/smart-account/init', {}, token)).body).toEqual({
      address: smart,
      isDeployed: true,
    })
    expect((await api.user(token)).smartAccountDeployed).toBe(true)
    const signature = (await api.rpc(token, 'personal_sign', [message, smart])).result as Hex
    expect(signature).toHaveLength(132)
    expect(
      await chain.readContract({
        address: smart,
        abi: accountAbi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), signature],
      }),
    ).toBe('0x1626ba7e')
    // A signature of another message is not the account's.
    expect(
      await chain.readContract({
        address: smart,
        abi: accountAbi,
        functionName: 'isValidSignature',
        args: [hashMessage('something else'), signature],
      }),
    ).toBe('0xffffffff')
    const typed = {
      domain: { name: 'Sigil', version: '1', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hello' },
    } as const
    const typedSignature = (await api.rpc(token, 'eth_signTypedData_v4', [smart, JSON.stringify(typed)]))
      .result as Hex
    expect(await chain.verifyTypedData({ address: smart, ...typed, signature: typedSignature })).toBe(true)
  })

  it('a transaction from the smart account is the owner calling execute(to, value, data); the first one deploys it', async () => {
    const api = siteApi(devnet.urls.embeddedWallet)
    const token = await api.signIn('tom@example.com', devnetOtp)
    const user = await api.user(token)
    const smart = smartOf(user)
    const to = devnet.accounts[5]!.address
    const before = await chain.getBalance({ address: to })
    const sent = await api.rpc(token, 'eth_sendTransaction', [{ from: smart, to, value: '0x2386f26fc10000' }])
    const receipt = await chain.waitForTransactionReceipt({ hash: sent.result as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ownerOf(user).toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(smart.toLowerCase())
    expect((await chain.getBalance({ address: to })) - before).toBe(parseEther('0.01'))
    expect(await chain.getBalance({ address: smart })).toBe(parseEther('99.99'))
    expect((await api.user(token)).smartAccountDeployed).toBe(true)
  })

  it('R-STATE-30 SET_PREFERRED_ACCOUNT moves the user between the two; the choice outlives the app default', async () => {
    const api = siteApi(devnet.urls.embeddedWallet)
    const token = await api.signIn('una@example.com', devnetOtp)
    const user = await api.user(token, { preferredAccountType: 'smartAccount' })
    const eoa = await api.post('/api/preferred-account', { type: 'eoa' }, token)
    expect(eoa.body).toEqual({ type: 'eoa', address: ownerOf(user) })
    // The app's default on a later reload does not undo the user's choice.
    expect(await api.user(token, { preferredAccountType: 'smartAccount' })).toMatchObject({
      address: ownerOf(user),
      preferredAccountType: 'eoa',
    })
    expect(await api.rpc(token, 'eth_accounts', [])).toEqual({ result: [ownerOf(user)] })
    const back = await api.post('/api/preferred-account', { type: 'smartAccount' }, token)
    expect(back.body).toEqual({ type: 'smartAccount', address: smartOf(user) })
    expect((await api.post('/api/preferred-account', { type: 'payment' }, token)).status).toBe(400)
  })

  describe('a site whose chains have no smart accounts', () => {
    let site: SecureSite
    beforeAll(async () => {
      site = await startSecureSite({
        host: '127.0.0.1',
        rpcUrls: new Map(devnet.chains.map((c) => [c.chainId, devnet.urls.anvil[c.chainId]!])),
        smartAccountChainIds: [],
        faults: new FaultSwitches(),
        log: createLogger(),
      })
    })
    afterAll(async () => {
      await site?.stop()
    })

    it('R-STATE-30 lists the owner key alone, eoa, and refuses a smart account', async () => {
      const api = siteApi(site.url)
      const otp = async (email: string) => site.accounts.latestOtp(email)!.code
      const token = await api.signIn('vic@example.com', otp)
      const user = await api.user(token, { preferredAccountType: 'smartAccount' })
      expect(user.accounts.map((account) => account.type)).toEqual(['eoa'])
      expect(user.preferredAccountType).toBe('eoa')
      expect(user.smartAccountDeployed).toBeUndefined()
      const refused = await api.post('/api/preferred-account', { type: 'smartAccount' }, token)
      expect(refused).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'Smart accounts are not available on this network' }),
      })
      expect((await api.post('/api/smart-account/init', {}, token)).status).toBe(400)
    })
  })
})
