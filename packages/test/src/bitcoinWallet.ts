import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check } from '@scure/base'
import { Address, Signer } from 'bip322-js'

/** A testnet key with its payment (p2wpkh) and ordinal (p2tr) addresses; messages are signed BIP-322 by bip322-js. */
export function testBitcoinKey(label: string) {
  const privateKey = sha256(new TextEncoder().encode(label))
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const wif = createBase58check(sha256).encode(new Uint8Array([0xef, ...privateKey, 0x01]))
  const payment = Address.convertPubKeyIntoAddress(Buffer.from(publicKey), 'p2wpkh').testnet
  const ordinal = Address.convertPubKeyIntoAddress(Buffer.from(publicKey), 'p2tr').testnet
  const hex = Buffer.from(publicKey).toString('hex')
  return {
    payment,
    ordinal,
    publicKey: hex,
    sign: (address: string, message: string) => Signer.sign(wif, address, message) as string,
  }
}

export type TestBitcoinKey = ReturnType<typeof testBitcoinKey>

type Answer =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/**
 * The JSON-RPC answers of a sats-connect wallet (what its `provider.request` returns), for a
 * key: getInfo, getAddresses (payment, ordinals and a stacks address Sigil must drop),
 * wallet_getAccount once connected, signMessage (BIP-322), sendTransfer and signPsbt.
 */
export function satsConnectAnswers(
  key: TestBitcoinKey,
  overrides: Record<string, (params: unknown) => unknown> = {},
) {
  let connected = false
  const calls: { method: string; params: unknown }[] = []
  const addresses = () => [
    { address: key.payment, publicKey: key.publicKey, purpose: 'payment', addressType: 'p2wpkh' },
    { address: key.ordinal, publicKey: key.publicKey, purpose: 'ordinals', addressType: 'p2tr' },
    {
      address: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG',
      publicKey: key.publicKey,
      purpose: 'stacks',
      addressType: 'stacks',
    },
  ]
  const methods: Record<string, (params: unknown) => unknown> = {
    getInfo: () => ({ version: '2.0.0', platform: 'web', methods: [], supports: [] }),
    getAddresses: () => {
      connected = true
      return { addresses: addresses() }
    },
    wallet_getAccount: () => {
      if (!connected) throw Object.assign(new Error('Access denied'), { code: -32002 })
      return {
        id: 'test',
        addresses: addresses(),
        walletType: 'software',
        network: { bitcoin: { name: 'Testnet' } },
      }
    },
    wallet_disconnect: () => {
      connected = false
      return null
    },
    signMessage: (params) => {
      const { address, message } = params as { address: string; message: string }
      return { signature: key.sign(address, message), address, messageHash: '', protocol: 'BIP322' }
    },
    sendTransfer: () => ({ txid: 'ab'.repeat(32) }),
    signPsbt: (params) => ({ psbt: (params as { psbt: string }).psbt }),
    ...overrides,
  }
  const request = async (method: string, params: unknown): Promise<Answer> => {
    calls.push({ method, params })
    const run = methods[method]
    try {
      if (!run) throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 })
      return { jsonrpc: '2.0', id: String(calls.length), result: run(params) }
    } catch (error) {
      const { code = -32603, message } = error as Error & { code?: number }
      return { jsonrpc: '2.0', id: String(calls.length), error: { code, message } }
    }
  }
  return { request, calls, isConnected: () => connected }
}
