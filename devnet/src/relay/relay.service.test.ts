import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import SignClient from '@walletconnect/sign-client'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'
import { offlineCore, startTestWallet, type TestWallet } from './test-wallet.js'

let devnet: Devnet
const wallets: TestWallet[] = []
const dapps: SignClient[] = []

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
})
afterAll(async () => {
  for (const wallet of wallets) await wallet.stop()
  for (const dapp of dapps) await dapp.core.relayer.transportClose().catch(() => undefined)
  await devnet?.stop()
})

async function dapp(): Promise<SignClient> {
  const client = await SignClient.init({
    core: offlineCore(devnet.urls.relay, devnet.projectId),
    metadata: { name: 'Relay test dApp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  dapps.push(client)
  return client
}

async function wallet(options: { reject?: boolean } = {}): Promise<TestWallet> {
  const started = await startTestWallet({
    relayUrl: devnet.urls.relay,
    projectId: devnet.projectId,
    privateKey: devnet.accounts[2]!.privateKey,
    chainIds: devnet.chains.map((chain) => chain.chainId),
    ...options,
  })
  wallets.push(started)
  return started
}

const namespaces = () => ({
  eip155: {
    chains: devnet.chains.map((chain) => chain.caipId),
    methods: ['personal_sign', 'wallet_switchEthereumChain'],
    events: ['accountsChanged', 'chainChanged'],
  },
})

describe('devnet WalletConnect relay', () => {
  it('R-WC-01 the real dApp and wallet SDKs pair, approve, sign and disconnect through it', async () => {
    const [client, phone] = await Promise.all([dapp(), wallet()])
    const { uri, approval } = await client.connect({ optionalNamespaces: namespaces() })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const [session, walletTopic] = await Promise.all([approval(), phone.pair(uri!)])
    expect(session.topic).toBe(walletTopic)
    expect(session.namespaces.eip155!.accounts).toEqual(
      devnet.chains.map((chain) => `${chain.caipId}:${phone.account.address}`),
    )

    const message = stringToHex('hello from the relay test')
    const signature = (await client.request({
      topic: session.topic,
      chainId: devnet.chains[0]!.caipId,
      request: { method: 'personal_sign', params: [message, phone.account.address] },
    })) as Hex
    expect(
      await verifyMessage({ address: phone.account.address, message: { raw: message }, signature }),
    ).toBe(true)

    const chainChanged = new Promise<unknown>((resolve) =>
      client.on('session_event', (event) => resolve(event.params.event)),
    )
    await phone.switchChain(session.topic, devnet.chains[1]!.chainId)
    expect(await chainChanged).toEqual({ name: 'chainChanged', data: devnet.chains[1]!.chainId })

    const deleted = new Promise<string>((resolve) =>
      client.on('session_delete', (event) => resolve(event.topic)),
    )
    await phone.disconnect(session.topic)
    expect(await deleted).toBe(session.topic)
  })

  it('a rejected proposal reaches the dApp as a rejection', async () => {
    const [client, phone] = await Promise.all([dapp(), wallet({ reject: true })])
    const { uri, approval } = await client.connect({ optionalNamespaces: namespaces() })
    void phone.kit.pair({ uri: uri! })
    await expect(approval()).rejects.toMatchObject({ message: expect.stringMatching(/rejected/i) })
  })

  it('keeps a message for a subscriber that is not connected yet and delivers it on subscribe, never to its publisher', async () => {
    const topic = 'ab'.repeat(32)
    const publisher = await socket()
    const published = await publisher.call('irn_publish', { topic, message: 'stored', ttl: 60, tag: 1108 })
    expect(published).toBe(true)
    await publisher.call('irn_subscribe', { topic })
    const subscriber = await socket()
    const pushed = subscriber.nextPush()
    const id = await subscriber.call('irn_subscribe', { topic })
    const push = await pushed
    expect(push).toMatchObject({
      method: 'irn_subscription',
      params: { id, data: { topic, message: 'stored', tag: 1108 } },
    })
    expect(publisher.pushes).toEqual([])
    publisher.close()
    subscriber.close()
  })

  it('delivers a message again to a client whose socket closed before acknowledging it', async () => {
    const topic = 'cd'.repeat(32)
    const sender = await socket()
    await sender.call('irn_publish', { topic, message: 'missed', ttl: 60, tag: 1108 })
    const first = await socket('did:key:z6MkReloadedPage', { ack: false })
    const missed = first.nextPush()
    await first.call('irn_subscribe', { topic })
    await missed
    first.close()
    const second = await socket('did:key:z6MkReloadedPage')
    const fetched = await second.call('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched).toMatchObject({ messages: [{ topic, message: 'missed' }], hasMore: false })
    const again = await second.call('irn_batchFetchMessages', { topics: [topic] })
    expect(again).toEqual({ messages: [], hasMore: false })
    sender.close()
    second.close()
  })

  it('answers a malformed request with a JSON-RPC error and keeps the ids the SDKs use exactly', async () => {
    const client = await socket()
    const bigId = '1763964000000123456'
    const raw = await client.raw(
      `{"id":${bigId},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"nope"}}`,
    )
    expect(raw).toContain(`"id":${bigId}`)
    expect(raw).toContain('topic must be 64 hexadecimal characters')
    client.close()
  })

  it('the relay fault switch drops every socket and refuses new ones until restored', async () => {
    const client = await socket()
    const closed = new Promise<void>((resolve) => client.ws.once('close', () => resolve()))
    const admin = `${devnet.urls.admin}/relay`
    const post = (mode: string) => fetch(admin, { method: 'POST', body: JSON.stringify({ mode }) })
    expect((await post('down')).status).toBe(200)
    await closed
    await expect(socket()).rejects.toThrow(/503/)
    await post('up')
    const again = await socket()
    expect(await again.call('irn_subscribe', { topic: 'ef'.repeat(32) })).toMatch(/^[0-9a-f]{64}$/)
    again.close()
  })

  it('a stopped test wallet leaves nothing that keeps a Node process alive (the bench exits)', async () => {
    const walletModule = fileURLToPath(new URL('./test-wallet.ts', import.meta.url))
    const script = `
      const { startTestWallet } = await import(${JSON.stringify(walletModule)})
      const phone = await startTestWallet(JSON.parse(process.env.WALLET))
      await phone.stop()
    `
    const options = {
      relayUrl: devnet.urls.relay,
      projectId: devnet.projectId,
      privateKey: devnet.accounts[3]!.privateKey,
      chainIds: [devnet.chains[0]!.chainId],
    }
    // A process that does not end by itself is killed at the timeout and fails here.
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=sigil-source', '--input-type=module', '--eval', script],
      { env: { ...process.env, WALLET: JSON.stringify(options) }, timeout: 25_000, killSignal: 'SIGKILL' },
    )
    await expect(run).resolves.toMatchObject({ stderr: '' })
  }, 30_000)
})

import { WebSocket } from 'ws'

interface RawSocket {
  ws: WebSocket
  pushes: unknown[]
  call(method: string, params: Record<string, unknown>): Promise<unknown>
  raw(text: string): Promise<string>
  nextPush(): Promise<unknown>
  close(): void
}

let nextId = 1

/** A bare relay client, for what the SDKs do not show directly. */
async function socket(did?: string, options: { ack?: boolean } = {}): Promise<RawSocket> {
  const claims = did === undefined ? '' : Buffer.from(JSON.stringify({ iss: did })).toString('base64url')
  const url = did === undefined ? devnet.urls.relay : `${devnet.urls.relay}?auth=e30.${claims}.sig`
  const ws = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('unexpected-response', (_req, res) => reject(new Error(`relay answered ${res.statusCode}`)))
    ws.once('error', reject)
  })
  const pushes: unknown[] = []
  const waiting = new Map<number, (value: unknown) => void>()
  const rawWaiting: ((text: string) => void)[] = []
  const pushWaiting: ((value: unknown) => void)[] = []
  ws.on('message', (data) => {
    const text = data.toString()
    const raw = rawWaiting.shift()
    if (raw !== undefined) {
      raw(text)
      return
    }
    const frame = JSON.parse(text) as { id: number; method?: string; result?: unknown; error?: unknown }
    if (frame.method !== undefined) {
      pushes.push(frame)
      if (options.ack !== false) ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      pushWaiting.shift()?.(frame)
      return
    }
    waiting.get(frame.id)?.(frame.result ?? frame.error)
  })
  return {
    ws,
    pushes,
    call: (method, params) =>
      new Promise((resolve) => {
        const id = nextId++
        waiting.set(id, resolve)
        ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      }),
    raw: (text) =>
      new Promise((resolve) => {
        rawWaiting.push(resolve)
        ws.send(text)
      }),
    nextPush: () => new Promise((resolve) => pushWaiting.push(resolve)),
    close: () => ws.close(),
  }
}
