import {
  defineNetwork,
  type OneClickSignInRequest,
  type SharedConnectorSignIn,
  type SiwxSession,
} from '@sigil/core'
import { createLogger } from '@sigil/core/internal'
import { createMemoryLogSink } from '@sigil/test'
import { buildAuthObject, formatMessage, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { connectAndSignIn, readCacaos } from './oneClickConnect.js'

const account = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const networks = [
  defineNetwork({
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }),
]
const request: OneClickSignInRequest = {
  chains: ['eip155:31337'],
  domain: 'app.example',
  uri: 'https://app.example/',
  nonce: 'n0nce1234abcdEFG',
  statement: 'Sign in to the example app',
}

/** A CACAO as the protocol's wallet SDK makes it for the proposal's sign-in. */
async function cacao(nonce = request.nonce) {
  const payload = populateAuthPayload({
    authPayload: { ...request, aud: request.uri, nonce, version: '1', iat: new Date().toISOString() },
    chains: request.chains,
    methods: ['personal_sign'],
  })
  const iss = `did:pkh:eip155:31337:${account.address}`
  const signature = await account.signMessage({ message: formatMessage(payload, iss) })
  return buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
}

function harness(options: { answer?: unknown[]; prepare?: () => Promise<OneClickSignInRequest> } = {}) {
  const asked: (OneClickSignInRequest | undefined)[] = []
  const completed: SiwxSession[][] = []
  const { sink, records: logs } = createMemoryLogSink()
  const signIn: SharedConnectorSignIn = {
    prepare: options.prepare ?? (async () => request),
    complete: async (sessions) => {
      completed.push([...sessions])
      return [...sessions]
    },
  }
  const run = (withSignIn = true) =>
    connectAndSignIn({
      connect: async (given) => {
        asked.push(given)
      },
      signedIn: () => options.answer ?? [],
      signIn: withSignIn ? signIn : undefined,
      networks,
      logger: createLogger({ level: 'debug', sink }),
    })
  return { run, asked, completed, logs }
}

describe('connectAndSignIn', () => {
  it('R-WC-03 R-SIWX-03 asks the wallet to sign in with the session and hands over what it signed, as sessions', async () => {
    const test = harness({ answer: [await cacao()] })
    await test.run()
    expect(test.asked).toEqual([request])
    expect(test.completed).toHaveLength(1)
    expect(test.completed[0]?.[0]?.data).toMatchObject({ nonce: request.nonce, domain: 'app.example' })
    expect(test.completed[0]?.[0]?.data.accountAddress).toBe(account.address)
  })

  it('R-WC-03 without sign-in, or when the config cannot make a request, it is a plain connect', async () => {
    const plain = harness()
    await plain.run(false)
    expect(plain.asked).toEqual([undefined])
    const failing = harness({
      prepare: async () => {
        throw new Error('the backend did not issue a nonce')
      },
    })
    await failing.run()
    expect(failing.asked).toEqual([undefined])
    expect(failing.completed).toEqual([])
    expect(failing.logs.map((record) => record.level)).toContain('warn')
  })

  it('R-WC-03 a wallet that signs nothing, something malformed or another request leaves sign-in to the normal flow', async () => {
    const other = harness({ answer: [await cacao('an0therNonce999'), { p: 1, s: {} }, null, 'text'] })
    await other.run()
    expect(other.asked).toEqual([request])
    expect(other.completed).toEqual([])
    expect(readCacaos([{ p: { iss: 'x' }, s: { t: 'eip191', s: '0x' } }, [], 7])).toEqual([])
  })
})
