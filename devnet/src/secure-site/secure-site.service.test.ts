import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { createPublicClient, getAddress, http, numberToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEVNET } from '../solana/solana-balances.js'
import { type Devnet, startDevnet } from '../start-devnet.js'

let devnet: Devnet
let site: string

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  site = devnet.urls.embeddedWallet
})
afterAll(async () => {
  await devnet?.stop()
})

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function otpOf(email: string): Promise<string> {
  const response = await fetch(`${devnet.urls.admin}/embedded/otp?email=${encodeURIComponent(email)}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { code: string }).code
}

async function signIn(email: string, device: string): Promise<string> {
  expect((await post('/api/connect-email', { email, device })).body).toEqual({ action: 'VERIFY_OTP' })
  const { body } = await post('/api/connect-otp', { email, device, otp: await otpOf(email) })
  return body.token as string
}

describe('devnet secure site', () => {
  it('serves its frame on its own origin with the frame-ancestors policy (R-SEC-10)', async () => {
    expect(new URL(site).origin).not.toBe(new URL(devnet.urls.admin).origin)
    const response = await fetch(`${site}/sdk?projectId=devnet&chainId=eip155%3A31337&version=4`)
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/^frame-ancestors /)
    expect(policy).toContain('http://localhost:*')
    expect(policy).toContain('https://*.vercel.app')
    expect(await response.text()).toContain("'@w3m-frame/'")
    // The page of the earlier dialect is gone, as on the hosted site.
    expect((await fetch(`${site}/frame?projectId=devnet`)).status).toBe(404)
  })

  it('R-EMBED-13 a device that holds a session for the email is told CONNECT, with no code sent', async () => {
    const email = 'hedy@example.com'
    const device = 'device-hhhhhhhh'
    const token = await signIn(email, device)
    const again = await post('/api/connect-email', { email, device }, token)
    expect(again.body).toEqual({ action: 'CONNECT' })
    // Another email, or no session, still gets a code.
    expect(
      (await post('/api/connect-email', { email: 'nobody-yet@example.com', device }, token)).body,
    ).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('R-EMBED-13 email, then OTP: a wrong code is refused, the right one signs in, the user keeps the key', async () => {
    const email = 'ada@example.com'
    const device = 'device-aaaaaaaa'
    expect((await post('/api/connect-email', { email, device })).body).toEqual({ action: 'VERIFY_OTP' })
    const code = await otpOf(email)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = await post('/api/connect-otp', {
      email,
      device,
      otp: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('The code is not right. Check the email and try again.')
    const right = await post('/api/connect-otp', { email, device, otp: code })
    expect(right.status).toBe(200)
    const token = right.body.token as string
    const user = (await post('/api/user', {}, token)).body
    // The owner key and the smart account of spec §6; the smart one is current by default.
    expect(user).toMatchObject({
      email,
      chainId: 31337,
      preferredAccountType: 'smartAccount',
      accounts: [{ type: 'eoa' }, { type: 'smartAccount' }],
    })
    expect(JSON.stringify(user)).not.toMatch(/privateKey|0x[0-9a-f]{64}/i)
    // A used code cannot sign in twice.
    expect((await post('/api/connect-otp', { email, device, otp: code })).status).toBe(400)
  })

  it('R-EMBED-13 a known email on a new device asks for device verification first', async () => {
    const email = 'grace@example.com'
    await signIn(email, 'device-bbbbbbbb')
    const other = 'device-cccccccc'
    expect((await post('/api/connect-email', { email, device: other })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const waiting = post('/api/connect-device', { email, device: other })
    const approve = await fetch(`${devnet.urls.admin}/embedded/device`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(approve.status).toBe(200)
    expect((await waiting).status).toBe(200)
    const { body } = await post('/api/connect-otp', { email, device: other, otp: await otpOf(email) })
    expect(typeof body.token).toBe('string')
  })

  it('signs personal_sign with the key it holds and sends a transaction from a funded account', async () => {
    const token = await signIn('linus@example.com', 'device-dddddddd')
    // As the owner key (the smart account's signing is smart-accounts.service.test.ts').
    await post('/api/preferred-account', { type: 'eoa' }, token)
    const user = (await post('/api/user', {}, token)).body as { address: `0x${string}` }
    const message = '0x68656c6c6f' // 'hello'
    const signed = await post('/api/rpc', { method: 'personal_sign', params: [message, user.address] }, token)
    expect(
      await verifyMessage({
        address: user.address,
        message: { raw: message },
        signature: signed.body.result as `0x${string}`,
      }),
    ).toBe(true)
    const foreign = await post(
      '/api/rpc',
      { method: 'personal_sign', params: [message, devnet.accounts[0]!.address] },
      token,
    )
    expect(foreign.body).toMatchObject({ code: 4100 })
    const sent = await post(
      '/api/rpc',
      {
        method: 'eth_sendTransaction',
        params: [{ from: user.address, to: devnet.accounts[1]!.address, value: '1000' }],
      },
      token,
    )
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: sent.body.result as `0x${string}` })
    expect(receipt.status).toBe('success')
  })

  it('R-EMBED-32 R-EVM-03: answers wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus for the user key (EIP-7702)', async () => {
    const token = await signIn('batches@example.com', 'device-bbbb5792')
    await post('/api/preferred-account', { type: 'eoa' }, token)
    const user = (await post('/api/user', {}, token)).body as { address: `0x${string}` }
    const from = getAddress(user.address)
    const chain = devnet.chains[0]!
    const chainId = numberToHex(chain.chainId)
    const capabilities = await post(
      '/api/rpc',
      { method: 'wallet_getCapabilities', params: [from, [chainId]] },
      token,
    )
    expect(capabilities.body.result).toEqual({ [chainId]: { atomic: { status: 'ready' } } })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const receiver = devnet.accounts[2]!.address
    const before = await client.getBalance({ address: receiver })
    const sent = await post(
      '/api/rpc',
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId,
            from,
            atomicRequired: true,
            calls: [
              { to: receiver, value: '0x3e8' },
              { to: receiver, value: '0x7d0' },
            ],
          },
        ],
      },
      token,
    )
    const { id } = sent.body.result as { id: string }
    const status = await post('/api/rpc', { method: 'wallet_getCallsStatus', params: [id] }, token)
    expect(status.body.result).toMatchObject({ status: 200, atomic: true, chainId })
    expect(await client.getBalance({ address: receiver })).toBe(before + 3000n)
    const malformed = await post(
      '/api/rpc',
      {
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId, from, atomicRequired: true, calls: [{ to: 'nowhere' }] }],
      },
      token,
    )
    expect(malformed.body).toMatchObject({ code: -32602 })
  })

  it('R-EMBED-24 serves the user a Solana account: get-user names it, it signs messages and sends SOL', async () => {
    const token = await signIn('solana-user@example.com', 'device-ssssssss')
    const evm = (await post('/api/user', {}, token)).body
    const user = (await post('/api/user', { chainId: SOLANA_DEVNET }, token)).body
    expect(user).toEqual({
      email: 'solana-user@example.com',
      address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
      chainId: SOLANA_DEVNET,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    // The EVM chain of the session stays.
    expect((await post('/api/user', {}, token)).body.chainId).toBe(evm.chainId)
    const refused = await post('/api/user', { chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' }, token)
    expect(refused).toMatchObject({ status: 400, body: { message: 'Chain is not supported' } })

    const solana = { chainNamespace: 'solana', chainId: SOLANA_DEVNET.slice('solana:'.length) }
    const message = new TextEncoder().encode('hello from Solana')
    const signed = await post(
      '/api/rpc',
      {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: user.address },
        ...solana,
      },
      token,
    )
    const signature = base58.decode((signed.body.result as { signature: string }).signature)
    expect(ed25519.verify(signature, message, base58.decode(user.address as string))).toBe(true)
    const foreign = await post(
      '/api/rpc',
      {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: devnet.solanaKeys[0]!.address },
        ...solana,
      },
      token,
    )
    expect(foreign.body).toMatchObject({ code: 4100 })

    const rpc = createSolanaRpc(devnet.urls.solana)
    const receiver = devnet.solanaKeys[1]!.address
    const before = (await rpc.getBalance(address(receiver)).send()).value
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const data = new Uint8Array(12)
    new DataView(data.buffer).setUint32(0, 2, true)
    new DataView(data.buffer).setBigUint64(4, 1000n, true)
    const transaction = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(user.address as string), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstruction(
            {
              programAddress: address('11111111111111111111111111111111'),
              accounts: [
                { address: address(user.address as string), role: AccountRole.WRITABLE_SIGNER },
                { address: address(receiver), role: AccountRole.WRITABLE },
              ],
              data,
            },
            m,
          ),
      ),
    )
    const wire = base58.encode(new Uint8Array(getTransactionEncoder().encode(transaction)))
    const sent = await post(
      '/api/rpc',
      { method: 'solana_signAndSendTransaction', params: { transaction: wire }, ...solana },
      token,
    )
    expect((sent.body.result as { signature: string }).signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await rpc.getBalance(address(receiver)).send()).value).toBe(before + 1000n)
  })

  it('refuses calls without a session, and after sign-out', async () => {
    expect((await post('/api/user', {})).status).toBe(401)
    const token = await signIn('barbara@example.com', 'device-eeeeeeee')
    expect((await post('/api/sign-out', {}, token)).status).toBe(200)
    const after = await post('/api/user', {}, token)
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Not connected to email or social')
  })

  it('R-EMBED-15 changing the email: a code to the current email, a code to the new one, then the account moves with its key', async () => {
    const device = 'device-ffffffff'
    const token = await signIn('old@example.com', device)
    const before = (await post('/api/user', {}, token)).body as { address: string }
    const taken = await signIn('taken@example.com', 'device-gggggggg')
    expect(taken).toBeTruthy()
    expect(
      (await post('/api/update-email', { email: 'taken@example.com', device }, token)).body.message,
    ).toBe('Another wallet uses this email.')
    // the secondary step cannot come first
    expect(
      (await post('/api/update-email/secondary-otp', { otp: '123456', device }, token)).body.message,
    ).toBe('Start the email change again.')
    expect((await post('/api/update-email', { email: 'New@Example.com', device }, token)).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = await otpOf('old@example.com')
    const wrong = await post(
      '/api/update-email/primary-otp',
      { otp: primary === '000000' ? '111111' : '000000', device },
      token,
    )
    expect(wrong.body.message).toBe('The code is not right. Check the email and try again.')
    expect((await post('/api/update-email/primary-otp', { otp: primary, device }, token)).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = await otpOf('new@example.com')
    expect((await post('/api/update-email/secondary-otp', { otp: secondary, device }, token)).body).toEqual({
      email: 'new@example.com',
    })
    expect((await post('/api/user', {}, token)).body).toMatchObject({
      email: 'new@example.com',
      address: before.address,
    })
    // the new email signs in to the same wallet; the old one is a new wallet
    const again = await signIn('new@example.com', device)
    expect((await post('/api/user', {}, again)).body).toMatchObject({ address: before.address })
  })

  it('R-EMBED-04 a social user is reported with its provider and no email to change', async () => {
    const { body } = await post('/api/social/redirect-uri', {
      provider: 'github',
      device: 'device-hhhhhhhh',
      appOrigin: 'http://localhost:5173',
    })
    const state = new URL(body.uri as string).searchParams.get('state')!
    const decided = await fetch(`${site}/idp/decide?state=${state}&decision=approve&user=ada`, {
      redirect: 'manual',
    })
    const callback = new URL(decided.headers.get('location')!, site).href
    const connected = await post('/api/social/connect', { uri: callback, device: 'device-hhhhhhhh' })
    const token = connected.body.token as string
    expect((await post('/api/user', {}, token)).body).toMatchObject({
      email: null,
      userName: 'ada',
      socialProvider: 'github',
    })
    expect(
      (await post('/api/update-email', { email: 'ada@example.com', device: 'device-hhhhhhhh' }, token)).body
        .message,
    ).toBe('This wallet has no email to change.')
  })
})
