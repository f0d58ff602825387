import { defineNetwork, isSigilError } from '@sigil/core'
import { bitcoin, bitcoinTestnet } from '@sigil/core/networks'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinChains, createBitcoinWallet } from './bitcoinWallet.js'
import type { WalletConnectSession } from './sdk/walletConnectSession.js'
import { walletConnect } from './walletConnect.js'

const PAYMENT = 'tb1qyewwgxeyu5es3zju8ykceajyezszuzehcjmesr'
const PSBT_BASE64 = btoa(String.fromCharCode(0x70, 0x73, 0x62, 0x74, 0xff, 1, 2, 3))

/**
 * The face over a session whose wallet answers each bip122 method with `answers[method]`: what
 * is under test is how the page reads those answers (the wallet's input), not the SDK.
 */
function faceWith(
  answers: Record<string, unknown>,
  {
    methods = ['sendTransfer', 'signMessage', 'signPsbt'],
    addresses = [PAYMENT],
    kept = new Map<string, unknown>(),
  } = {},
) {
  const asked: { method: string; params: unknown; chain: string }[] = []
  const session = {
    keep: async (name: string, value: unknown) => {
      kept.set(name, value)
    },
    kept: async (name: string) => kept.get(name),
    hasSession: () => true,
    addresses: () => addresses,
    methods: () => methods,
    chainId: () => String(bitcoinTestnet.id),
    onEvent: () => () => undefined,
    askWallet: async (_namespace: string, chain: string, method: string, params: unknown) => {
      asked.push({ method, params, chain })
      const answer = answers[method]
      return typeof answer === 'function' ? answer() : answer
    },
  } as unknown as WalletConnectSession
  const face = createBitcoinWallet({
    session: async () => session,
    connect: async () => undefined,
    networks: () => [defineNetwork(bitcoinTestnet)],
  })
  return { face, asked, kept }
}

const ORDINAL = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const KEY = `02${'ab'.repeat(32)}`
const WITH_KEYS = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses']
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

const failure = async (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )

describe('the Bitcoin face of a WalletConnect session', () => {
  it('R-BTC-02 names its wallet-standard chains after the configured bip122 networks', () => {
    const host = { session: async () => ({}) as never, connect: async () => undefined }
    expect(
      bitcoinChains({ ...host, networks: () => [defineNetwork(bitcoin), defineNetwork(bitcoinTestnet)] }),
    ).toEqual(['bitcoin:mainnet', 'bitcoin:testnet'])
  })

  it('R-WC-03 serves bip122 only when the app names the face', () => {
    const options = {
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1/relay',
      metadata: { name: 'test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    }
    expect(walletConnect(options).namespaces).toEqual(['eip155'])
    expect(() => walletConnect(options).provider('bip122')).toThrow()
    const withBitcoin = walletConnect({ ...options, namespaces: { bitcoin: createBitcoinWallet } })
    expect(withBitcoin.namespaces).toEqual(['eip155', 'bip122'])
    expect((withBitcoin.provider('bip122') as { features: object }).features).toHaveProperty(
      'bitcoin:signTransaction',
    )
  })

  it('R-BTC-02 a connect the person asked for takes each account’s public key from getAccountAddresses and keeps them beside the session; addresses outside the session and malformed keys are left out', async () => {
    const { face, asked, kept } = faceWith(
      {
        getAccountAddresses: [
          { address: PAYMENT, publicKey: KEY, intention: 'payment' },
          { address: ORDINAL, publicKey: 'not a key', intention: 'ordinal' },
          { address: 'tb1qsomeoneelse', publicKey: KEY },
          'junk',
        ],
      },
      { methods: WITH_KEYS, addresses: [PAYMENT, ORDINAL] },
    )
    const { accounts } = await face.features['bitcoin:connect'].connect()
    expect(accounts.map((a) => [a.address, hex(a.publicKey)])).toEqual([
      [PAYMENT, KEY],
      [ORDINAL, ''],
    ])
    expect(asked).toEqual([
      {
        method: 'getAccountAddresses',
        chain: String(bitcoinTestnet.id),
        params: { account: PAYMENT, intentions: ['payment', 'ordinal'] },
      },
    ])
    expect(kept.get('bip122PublicKeys')).toEqual([{ address: PAYMENT, publicKey: KEY }])
  })

  it('R-BTC-02 a silent restore asks the phone nothing and takes the keys kept beside the session; a kept entry that is malformed or names an address outside the session is left out', async () => {
    const kept = new Map<string, unknown>([
      [
        'bip122PublicKeys',
        [
          { address: PAYMENT, publicKey: KEY },
          { address: ORDINAL, publicKey: 'ab'.repeat(31) },
          { address: 'tb1qsomeoneelse', publicKey: KEY },
          null,
        ],
      ],
    ])
    const { face, asked } = faceWith({}, { methods: WITH_KEYS, addresses: [PAYMENT, ORDINAL], kept })
    const { accounts } = await face.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((a) => [a.address, hex(a.publicKey)])).toEqual([
      [PAYMENT, KEY],
      [ORDINAL, ''],
    ])
    expect(asked).toEqual([])
    for (const junk of [undefined, 'junk', { [PAYMENT]: KEY }]) {
      const restoring = faceWith({}, { kept: new Map([['bip122PublicKeys', junk]]) })
      const restored = await restoring.face.features['standard:connect'].connect({ silent: true })
      expect(restored.accounts.map((a) => [a.address, a.publicKey.length])).toEqual([[PAYMENT, 0]])
    }
  })

  it('R-BTC-02 without the method in the session, after a refusal, or on a silent restore, the session’s accounts connect without keys', async () => {
    const without = faceWith({ getAccountAddresses: [{ address: PAYMENT, publicKey: KEY }] })
    const connected = await without.face.features['bitcoin:connect'].connect()
    expect(connected.accounts.map((a) => [a.address, a.publicKey.length])).toEqual([[PAYMENT, 0]])
    expect(without.asked).toEqual([])
    const refusing = faceWith(
      {
        getAccountAddresses: () => {
          throw Object.assign(new Error('Method not supported'), { code: 4200 })
        },
      },
      { methods: WITH_KEYS },
    )
    const refused = await refusing.face.features['bitcoin:connect'].connect()
    expect(refused.accounts.map((a) => [a.address, a.publicKey.length])).toEqual([[PAYMENT, 0]])
    expect(refusing.asked.map((a) => a.method)).toEqual(['getAccountAddresses'])
    const restoring = faceWith(
      { getAccountAddresses: [{ address: PAYMENT, publicKey: KEY }] },
      { methods: WITH_KEYS },
    )
    const restored = await restoring.face.features['standard:connect'].connect({ silent: true })
    expect(restored.accounts.map((a) => a.address)).toEqual([PAYMENT])
    expect(restoring.asked).toEqual([])
  })

  it('R-BTC-02 a phone that never answers getAccountAddresses holds the connect 4 s at most', async () => {
    vi.useFakeTimers()
    try {
      const { face } = faceWith({ getAccountAddresses: () => new Promise(() => {}) }, { methods: WITH_KEYS })
      let accounts: readonly { address: string }[] | undefined
      const connecting = face.features['bitcoin:connect'].connect().then((result) => {
        accounts = result.accounts
      })
      await vi.advanceTimersByTimeAsync(3900)
      expect(accounts).toBeUndefined()
      await vi.advanceTimersByTimeAsync(100)
      await connecting
      expect(accounts?.map((a) => a.address)).toEqual([PAYMENT])
    } finally {
      vi.useRealTimers()
    }
  })

  it('R-BTC-02 signMessage asks BIP-322 for the connected account; a base64 or a hex signature comes out as the same bytes', async () => {
    const bytes = [2, 71, 48, 68, 2, 32, 250]
    const base64 = btoa(String.fromCharCode(...bytes))
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
    for (const signature of [base64, hex]) {
      const { face, asked } = faceWith({ signMessage: { address: PAYMENT, signature } })
      const [output] = await face.features['bitcoin:signMessage'].signMessage({
        account: { address: PAYMENT },
        message: new TextEncoder().encode('hello'),
      })
      expect([...output!.signature]).toEqual(bytes)
      expect(asked).toEqual([
        {
          method: 'signMessage',
          chain: String(bitcoinTestnet.id),
          params: { account: PAYMENT, address: PAYMENT, message: 'hello', protocol: 'bip322' },
        },
      ])
    }
    const { face } = faceWith({ signMessage: { signature: 'not a signature!' } })
    const error = await failure(() =>
      face.features['bitcoin:signMessage'].signMessage({
        account: { address: PAYMENT },
        message: new Uint8Array([1]),
      }),
    )
    expect(isSigilError(error, 'INVALID_RESPONSE')).toBe(true)
  })

  it('R-BTC-02 signPsbt sends the PSBT in base64 with one signInput per index, and takes back only a PSBT', async () => {
    const { face, asked } = faceWith({ signPsbt: { psbt: PSBT_BASE64 } })
    const [output] = await face.features['bitcoin:signTransaction'].signTransaction({
      psbt: new Uint8Array([0x70, 0x73, 0x62, 0x74, 0xff, 9]),
      inputsToSign: [{ account: { address: PAYMENT }, signingIndexes: [0, 2] }],
    })
    expect(btoa(String.fromCharCode(...output!.signedPsbt))).toBe(PSBT_BASE64)
    expect(asked[0]!.params).toEqual({
      account: PAYMENT,
      psbt: btoa(String.fromCharCode(0x70, 0x73, 0x62, 0x74, 0xff, 9)),
      signInputs: [
        { address: PAYMENT, index: 0 },
        { address: PAYMENT, index: 2 },
      ],
      broadcast: false,
    })
    for (const psbt of [btoa('not a psbt'), '%%%', undefined]) {
      const error = await failure(() =>
        faceWith({ signPsbt: { psbt } }).face.features['bitcoin:signTransaction'].signTransaction({
          psbt: new Uint8Array([1]),
          inputsToSign: [],
        }),
      )
      expect(isSigilError(error, 'INVALID_RESPONSE')).toBe(true)
    }
  })

  it('R-BTC-02 sendTransfer pays one recipient (amount in satoshis as a string) and returns the transaction id; anything else is refused before the phone is asked', async () => {
    const txid = 'AB'.repeat(32)
    for (const answer of [{ txid }, { tx_id: txid }]) {
      const { face, asked } = faceWith({ sendTransfer: answer })
      const sent = await face.features['bitcoin:sendTransfer'].sendTransfer({
        recipients: [{ address: PAYMENT, amount: 1500 }],
      })
      expect(sent).toEqual({ txid: txid.toLowerCase() })
      expect(asked[0]!.params).toEqual({ account: PAYMENT, recipientAddress: PAYMENT, amount: '1500' })
    }
    const { face, asked } = faceWith({ sendTransfer: { txid: 'no' } })
    for (const recipients of [
      [],
      [
        { address: PAYMENT, amount: 1 },
        { address: PAYMENT, amount: 2 },
      ],
      [{ address: PAYMENT, amount: 0.5 }],
    ]) {
      const error = await failure(() => face.features['bitcoin:sendTransfer'].sendTransfer({ recipients }))
      expect(isSigilError(error, 'INVALID_INPUT')).toBe(true)
    }
    expect(asked).toEqual([])
    const error = await failure(() =>
      face.features['bitcoin:sendTransfer'].sendTransfer({ recipients: [{ address: PAYMENT, amount: 1 }] }),
    )
    expect(isSigilError(error, 'INVALID_RESPONSE')).toBe(true)
  })
})
