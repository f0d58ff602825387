import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base58, base64, createBase58check } from '@scure/base'
import { eip191Check } from '@sigil/test'
import { Signer, Verifier } from 'bip322-js'
import { Address as BitcoinAddress } from 'bip322-js/dist/helpers/index.js'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../formatSiwxMessage.js'
import type { SiwxMessage, SiwxSession } from '../types.js'
import { verifySiwxSignature } from './verifySiwxSignature.js'

const base = {
  domain: 'app.example',
  uri: 'https://app.example/',
  version: '1' as const,
  nonce: 'n0nceN0nce123',
  issuedAt: '2026-11-24T06:00:00.000Z',
}
const refusal = { name: 'SiwxError', reason: 'bad-signature' }

function session(data: SiwxMessage, sign: (text: string) => string): SiwxSession {
  const message = formatSiwxMessage(data)
  return { data, message, signature: sign(message) }
}

describe('signature verification', () => {
  it('EIP-155: a session is checked by the given check (its adapter’s), and refused without one', async () => {
    const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec1b4ef86d4ae5e')
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const data: SiwxMessage = { ...base, accountAddress: account.address, chainId: 'eip155:1' }
    const text = formatSiwxMessage(data)
    const good = { data, message: text, signature: await account.signMessage({ message: text }) }
    const options = { verifySignature: eip191Check }
    await expect(verifySiwxSignature(good, options)).resolves.toBeUndefined()
    await expect(
      verifySiwxSignature({ ...good, signature: await other.signMessage({ message: text }) }, options),
    ).rejects.toMatchObject(refusal)
    await expect(verifySiwxSignature({ ...good, signature: 'not hex' }, options)).rejects.toMatchObject(
      refusal,
    )
    const failing = { verifySignature: () => Promise.reject(new Error('the RPC is down')) }
    await expect(verifySiwxSignature(good, failing)).rejects.toMatchObject(refusal)
    await expect(verifySiwxSignature(good)).rejects.toMatchObject({
      name: 'SiwxError',
      reason: 'unsupported',
    })
  })

  it('Solana: ed25519 over the CAIP-122 text', async () => {
    const secret = ed25519.utils.randomSecretKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const data: SiwxMessage = {
      ...base,
      accountAddress: address,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    }
    const good = session(data, (text) => base58.encode(ed25519.sign(utf8ToBytes(text), secret)))
    await expect(verifySiwxSignature(good)).resolves.toBeUndefined()
    const raw = ed25519.sign(utf8ToBytes(good.message), secret)
    await expect(verifySiwxSignature({ ...good, signature: base64.encode(raw) })).resolves.toBeUndefined()
    await expect(
      verifySiwxSignature({ ...good, signature: `0x${Buffer.from(raw).toString('hex')}` }),
    ).resolves.toBeUndefined()
    const tampered = { ...good, message: good.message.replace('app.example', 'evil.example') }
    await expect(verifySiwxSignature(tampered)).rejects.toMatchObject(refusal)
    await expect(
      verifySiwxSignature({ ...good, signature: base58.encode(new Uint8Array(64)) }),
    ).rejects.toMatchObject(refusal)
  })

  describe('Bitcoin, against the bip322-js reference', () => {
    const secret = secp256k1.utils.randomSecretKey()
    const wif = createBase58check(sha256).encode(Uint8Array.of(0x80, ...secret, 0x01))
    const publicKey = Buffer.from(secp256k1.getPublicKey(secret, true))
    const chainId = 'bip122:000000000019d6689c085ae165831e93' as const
    for (const type of ['p2wpkh', 'p2tr', 'p2pkh', 'p2sh-p2wpkh'] as const) {
      it(`${type}: what bip322-js signs verifies with ours, and a signature over other text does not`, async () => {
        const address = BitcoinAddress.convertPubKeyIntoAddress(publicKey, type).mainnet
        const data: SiwxMessage = { ...base, accountAddress: address, chainId }
        const text = formatSiwxMessage(data)
        if (type === 'p2sh-p2wpkh') {
          // Wallets also return a legacy (BIP-137) signed message for this kind of address.
          const legacy = await legacySign(text, secret, 35)
          expect(Verifier.verifySignature(address, text, legacy)).toBe(true)
          await expect(
            verifySiwxSignature({ data, message: text, signature: legacy }),
          ).resolves.toBeUndefined()
        }
        const signature = Signer.sign(wif, address, text) as string
        expect(Verifier.verifySignature(address, text, signature)).toBe(true)
        await expect(verifySiwxSignature({ data, message: text, signature })).resolves.toBeUndefined()
        const otherText = text.replace('n0nceN0nce123', 'n0nceN0nce124')
        const wrong = Signer.sign(wif, address, otherText) as string
        await expect(verifySiwxSignature({ data, message: text, signature: wrong })).rejects.toMatchObject(
          refusal,
        )
      })
    }
  })
})

/** A BIP-137 signed message with the given header base (31 P2PKH compressed, 35 P2SH-P2WPKH, 39 P2WPKH). */
async function legacySign(text: string, secret: Uint8Array, headerBase: number): Promise<string> {
  const { concatBytes } = await import('@noble/hashes/utils.js')
  const prefix = utf8ToBytes('Bitcoin Signed Message:\n')
  const body = utf8ToBytes(text)
  const varint = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8))
  const hash = sha256(sha256(concatBytes(varint(prefix.length), prefix, varint(body.length), body)))
  const recovered = secp256k1.sign(hash, secret, { prehash: false, format: 'recovered' })
  return base64.encode(concatBytes(Uint8Array.of(headerBase + recovered[0]!), recovered.slice(1)))
}
