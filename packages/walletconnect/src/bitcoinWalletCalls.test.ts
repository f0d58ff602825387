import { defineNetwork, isSigilError } from '@sigil/core'
import { bitcoin, bitcoinTestnet } from '@sigil/core/networks'
import { describe, expect, it } from 'vitest'
import { bitcoinChains, createBitcoinWallet } from './bitcoinWallet.js'
import type { WalletConnectSession } from './sdk/walletConnectSession.js'
import { walletConnect } from './walletConnect.js'

const PAYMENT = 'tb1qyewwgxeyu5es3zju8ykceajyezszuzehcjmesr'
const PSBT_BASE64 = btoa(String.fromCharCode(0x70, 0x73, 0x62, 0x74, 0xff, 1, 2, 3))

/**
 * The face over a session whose wallet answers each bip122 method with `answers[method]`: what
 * is under test is how the page reads those answers (the wallet's input), not the SDK.
 */
function faceWith(answers: Record<string, unknown>) {
  const asked: { method: string; params: unknown; chain: string }[] = []
  const session = {
    hasSession: () => true,
    addresses: () => [PAYMENT],
    chainId: () => String(bitcoinTestnet.id),
    onEvent: () => () => undefined,
    askWallet: async (_namespace: string, chain: string, method: string, params: unknown) => {
      asked.push({ method, params, chain })
      return answers[method]
    },
  } as unknown as WalletConnectSession
  const face = createBitcoinWallet({
    session: async () => session,
    connect: async () => undefined,
    networks: () => [defineNetwork(bitcoinTestnet)],
  })
  return { face, asked }
}

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
