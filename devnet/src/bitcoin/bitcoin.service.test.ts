import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { Address } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'
import { BITCOIN_TESTNET } from './bitcoin-ledger.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chains: [], log: { level: 'silent' } })
})
afterAll(async () => {
  await devnet?.stop()
})

/** The p2wpkh testnet address bip322-js derives for a test key's label (its private key is sha256 of it). */
function paymentAddressOf(label: string): string {
  const publicKey = secp256k1.getPublicKey(sha256(new TextEncoder().encode(label)), true)
  return Address.convertPubKeyIntoAddress(Buffer.from(publicKey), 'p2wpkh').testnet as string
}

const get = async (path: string) => {
  const response = await fetch(`${devnet.urls.blockchain}${path}&projectId=devnet`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('Bitcoin in the devnet blockchain service (a table: no Bitcoin node)', () => {
  it('the test keys are the ones bip322-js derives from the same labels, and their payment addresses hold 1 BTC', async () => {
    const [first] = devnet.bitcoinKeys
    expect(first?.payment).toBe(paymentAddressOf(first!.label))
    const { status, body } = await get(
      `/v1/account/${first!.payment}/balance?currency=usd&chainId=${BITCOIN_TESTNET}`,
    )
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'BTC',
        chainId: BITCOIN_TESTNET,
        quantity: { decimals: '8', numeric: '1.00000000' },
      }),
    ])
  })

  it('other addresses hold nothing, other Bitcoin networks list nothing, and the history is empty', async () => {
    const other = paymentAddressOf('someone else')
    expect(
      (await get(`/v1/account/${other}/balance?currency=usd&chainId=${BITCOIN_TESTNET}`)).body.balances,
    ).toEqual([expect.objectContaining({ quantity: { decimals: '8', numeric: '0.00000000' } })])
    const mainnet = 'bip122:000000000019d6689c085ae165831e93'
    expect((await get(`/v1/account/${other}/balance?currency=usd&chainId=${mainnet}`)).body.balances).toEqual(
      [],
    )
    expect((await get(`/v1/account/${other}/history?chainId=${BITCOIN_TESTNET}`)).body).toEqual({
      data: [],
      next: null,
    })
  })
})
