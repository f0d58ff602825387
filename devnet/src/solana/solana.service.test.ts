import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getSignatureFromTransaction,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'
import { deriveSolanaKeys } from './solana-keys.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chains: [], log: { level: 'silent' } })
})
afterAll(async () => {
  await devnet?.stop()
})

const SOL = 1_000_000_000n

/** A System Program transfer, written from its layout: instruction index 2, then lamports (u64 LE). */
function transferInstruction(from: string, to: string, amount: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, amount, true)
  return {
    programAddress: address('11111111111111111111111111111111'),
    accounts: [
      { address: address(from), role: AccountRole.WRITABLE_SIGNER },
      { address: address(to), role: AccountRole.WRITABLE },
    ],
    data,
  }
}

/** The message of a one-signature wire transaction: what follows the signature count and the signature. */
function messageBase64(wire: string) {
  const bytes = getBase64Encoder().encode(wire)
  return getBase64Decoder().decode(bytes.subarray(1 + 64)) as TransactionMessageBytesBase64
}

async function transfer(secretKey: string, to: string, amount: bigint) {
  const rpc = createSolanaRpc(devnet.urls.solana)
  const signer = await createKeyPairSignerFromBytes(getBase58Encoder().encode(secretKey))
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstruction(transferInstruction(signer.address, to, amount), m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const wire = getBase64EncodedWireTransaction(signed)
  return { rpc, signature: getSignatureFromTransaction(signed), wire }
}

describe('devnet Solana JSON-RPC (litesvm)', () => {
  it('derives the same funded keys every run and serves their balances', async () => {
    const rpc = createSolanaRpc(devnet.urls.solana)
    expect(devnet.solanaKeys.map((k) => k.address)).toEqual(deriveSolanaKeys(4).map((k) => k.address))
    const { value } = await rpc.getBalance(address(devnet.solanaKeys[0]!.address)).send()
    expect(value).toBe(1000n * SOL)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d/)
  })

  it('sends a transfer built and signed with @solana/kit and confirms it through signature statuses', async () => {
    const [from, to] = devnet.solanaKeys
    const { rpc, signature, wire } = await transfer(from!.secretKey, to!.address, SOL / 2n)
    const fee = await rpc.getFeeForMessage(messageBase64(wire)).send()
    expect(fee.value).toBe(5000n)
    const sent = await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    expect(sent).toBe(signature)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]?.err).toBeNull()
    expect(statuses[0]?.confirmationStatus).toBe('finalized')
    expect((await rpc.getBalance(address(to!.address)).send()).value).toBe(1000n * SOL + SOL / 2n)
    expect((await rpc.getBalance(address(from!.address)).send()).value).toBe(1000n * SOL - SOL / 2n - 5000n)
  })

  it('refuses a transfer the payer cannot afford, with the runtime error, and keeps balances', async () => {
    const [, , spare, other] = devnet.solanaKeys
    const { rpc, wire } = await transfer(spare!.secretKey, other!.address, 5000n * SOL)
    await expect(rpc.sendTransaction(wire, { encoding: 'base64' }).send()).rejects.toThrow(
      /simulation failed/,
    )
    expect((await rpc.getBalance(address(spare!.address)).send()).value).toBe(1000n * SOL)
  })

  it('answers fees, rent, blockhash, account info, airdrops and unknown signatures as a node does', async () => {
    const rpc = createSolanaRpc(devnet.urls.solana)
    const fresh = deriveSolanaKeys(8)[7]!.address
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890880n)
    expect((await rpc.getAccountInfo(address(fresh), { encoding: 'base64' }).send()).value).toBeNull()
    const airdrop = await rpc.requestAirdrop(address(fresh), lamports(2n * SOL)).send()
    const { value } = await rpc.getSignatureStatuses([airdrop]).send()
    expect(value[0]?.err).toBeNull()
    const info = (await rpc.getAccountInfo(address(fresh), { encoding: 'base64' }).send()).value
    expect(info?.lamports).toBe(2n * SOL)
    expect(info?.owner).toBe('11111111111111111111111111111111')
    const { value: latest } = await rpc.getLatestBlockhash().send()
    expect(latest.lastValidBlockHeight).toBeGreaterThan(await rpc.getBlockHeight().send())
    const unknown = (await transfer(devnet.solanaKeys[0]!.secretKey, fresh, 1n)).signature
    expect((await rpc.getSignatureStatuses([unknown]).send()).value).toEqual([null])
  })

  it('answers JSON-RPC batches and errors with their codes', async () => {
    const response = await fetch(devnet.urls.solana, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'noSuchMethod', params: [] },
        { jsonrpc: '2.0', id: 3, method: 'getBalance', params: [42] },
      ]),
    })
    const body = (await response.json()) as { id: number; result?: unknown; error?: { code: number } }[]
    expect(typeof body[0]?.result).toBe('number')
    expect(body[1]?.error?.code).toBe(-32601)
    expect(body[2]?.error?.code).toBe(-32602)
  })

  it('the blockchain service lists the SOL of an address on Solana Devnet, read from the ledger', async () => {
    const key = devnet.solanaKeys[3]!
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const response = await fetch(
      `${devnet.urls.blockchain}/v1/account/${key.address}/balance?currency=usd&chainId=${chainId}&projectId=devnet`,
    )
    const body = (await response.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId,
        quantity: { decimals: '9', numeric: '1000.000000000' },
      }),
    ])
  })
})
