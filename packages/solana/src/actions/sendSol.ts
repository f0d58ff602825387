import { type CaipNetwork, encodeBase58, isSolanaAddress } from '@sigil/core'
import {
  createError,
  formatTokenUnits,
  INSUFFICIENT_FUNDS,
  INVALID_ADDRESS,
  INVALID_INPUT,
  INVALID_RESPONSE,
} from '@sigil/core/internal'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { offers } from '../discovery/solanaWallet.js'
import { standardChainOf } from '../discovery/standardChain.js'
import type { SolanaRpc } from '../rpc/solanaRpc.js'
import { signAndSendTransaction, signTransactions } from './signTransactions.js'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
const TRANSFER_INDEX = 2

/** A System Program transfer, from its layout: instruction index 2 (u32 LE), then lamports (u64 LE). */
export function transferInstruction(from: string, to: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, TRANSFER_INDEX, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: address(from), role: AccountRole.WRITABLE_SIGNER },
      { address: address(to), role: AccountRole.WRITABLE },
    ],
    data,
  }
}

type Context<T> = { context: unknown; value: T }

export type SendSolParameters = {
  wallet: Wallet
  account: WalletAccount
  network: CaipNetwork
  rpc: SolanaRpc
  to: string
  /** Lamports, as a decimal string. */
  value: string
}

/**
 * Sends SOL: checks the receiver and the amount (spec §5) and what the payer can afford
 * (amount, fee and, for a new account, its rent-exempt minimum) before asking the wallet, builds
 * a v0 transfer on the latest blockhash, has the wallet sign it (or sign and send it when it
 * cannot only sign), checks what came back and sends it over the network's RPC.
 * Returns the transaction signature (base58).
 */
export async function sendSol({
  wallet,
  account,
  network,
  rpc,
  to,
  value,
}: SendSolParameters): Promise<string> {
  if (!isSolanaAddress(to)) throw createError(INVALID_ADDRESS, undefined, { details: to })
  if (!/^\d+$/.test(value) || BigInt(value) === 0n)
    throw createError(INVALID_INPUT, { what: 'amount', reason: 'nothing to send' })
  const lamports = BigInt(value)
  const from = account.address
  const [{ value: latest }, { value: balance }, { value: receiver }] = await Promise.all([
    rpc<Context<{ blockhash: string; lastValidBlockHeight: number }>>('getLatestBlockhash', [
      { commitment: 'confirmed' },
    ]),
    rpc<Context<number>>('getBalance', [from, { commitment: 'confirmed' }]),
    rpc<Context<unknown>>('getAccountInfo', [to, { encoding: 'base64', commitment: 'confirmed' }]),
  ])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: latest.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(latest.lastValidBlockHeight),
        },
        m,
      ),
    (m) => appendTransactionMessageInstruction(transferInstruction(from, to, lamports), m),
  )
  const unsigned = compileTransaction(message)
  const messageBase64 = getBase64EncodedWireTransaction(unsigned)
  const { value: fee } = await rpc<Context<number | null>>('getFeeForMessage', [
    messageOnly(messageBase64),
    { commitment: 'confirmed' },
  ])
  const decimals = network.nativeCurrency.decimals
  if (receiver === null) {
    const rent = BigInt(await rpc<number>('getMinimumBalanceForRentExemption', [0]))
    if (lamports < rent)
      throw createError(INVALID_INPUT, {
        what: 'amount',
        reason: `${to} is a new account: it needs at least ${formatTokenUnits(rent, decimals)} ${network.nativeCurrency.symbol} to exist`,
      })
  }
  if (lamports + BigInt(fee ?? 0) > BigInt(balance))
    throw createError(INSUFFICIENT_FUNDS, undefined, {
      details: `${formatTokenUnits(lamports, decimals)} ${network.nativeCurrency.symbol} plus the fee is more than the balance`,
    })

  const bytes = new Uint8Array(getTransactionEncoder().encode(unsigned))
  const chain = standardChainOf(network)
  if (!offers(wallet, 'solana:signTransaction'))
    return encodeBase58(await signAndSendTransaction(wallet, account, chain, bytes))
  const [signedBytes] = await signTransactions(wallet, account, chain, [bytes])
  const signed = readSignedTransfer(signedBytes!, from, wallet.name)
  const sent = await rpc<string>('sendTransaction', [
    getBase64EncodedWireTransaction(signed.transaction),
    { encoding: 'base64', preflightCommitment: 'confirmed' },
  ])
  if (sent !== signed.signature)
    throw createError(INVALID_RESPONSE, {
      reason: `the node named the transaction ${sent}, not ${signed.signature}`,
    })
  return sent
}

/** The message part of a wire transaction with one (empty) signature slot, as getFeeForMessage takes it. */
function messageOnly(wireBase64: string): string {
  const bytes = Uint8Array.from(atob(wireBase64), (c) => c.charCodeAt(0))
  const message = bytes.subarray(1 + 64)
  return btoa(String.fromCharCode(...message))
}

/** Decodes what the wallet signed and checks that the payer's signature is there, 64 bytes and not blank. */
export function readSignedTransfer(bytes: Uint8Array, payer: string, walletName: string) {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes) as Transaction
  } catch {
    throw createError(INVALID_RESPONSE, { reason: `${walletName} returned bytes that are not a transaction` })
  }
  const signature = (transaction.signatures as Record<string, Uint8Array | null>)[payer]
  if (signature?.length !== 64 || signature.every((byte) => byte === 0))
    throw createError(INVALID_RESPONSE, { reason: `${walletName} did not sign the transaction as ${payer}` })
  return { transaction, signature: encodeBase58(signature) }
}
