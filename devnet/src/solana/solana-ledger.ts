import {
  type Address,
  address,
  getBase58Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  lamports,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'

/** How a sent transaction ended, as getSignatureStatuses reports it. */
export interface SignatureStatus {
  slot: number
  /** null when it succeeded, else the runtime's error (JSON-safe). */
  err: unknown
}

/** Thrown for a transaction the runtime refused; the RPC answers it as a JSON-RPC error. */
export class TransactionRejected extends Error {
  readonly logs: readonly string[]
  constructor(message: string, logs: readonly string[]) {
    super(message)
    this.logs = logs
  }
}

/** Turns the runtime's error objects (enums, bigints) into plain JSON. */
function toJsonValue(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)))
}

function rejection(failed: FailedTransactionMetadata): TransactionRejected {
  const err = toJsonValue(failed.err())
  return new TransactionRejected(
    `Transaction simulation failed: ${JSON.stringify(err)}`,
    failed.meta().logs(),
  )
}

/**
 * A real Solana runtime (litesvm, in process) with the little a JSON-RPC node adds on top:
 * a slot that advances with each transaction, a fresh blockhash after each one, and the
 * statuses of the signatures it has seen. The runtime checks signatures, balances, rent and
 * duplicates itself. Its blockhash check is off: a real cluster accepts any of the last ~150
 * blockhashes, litesvm only the latest, and the blockhash changes after every transaction.
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  #slot = 1
  readonly #statuses = new Map<string, SignatureStatus>()

  constructor() {
    this.svm = new LiteSVM().withBlockhashCheck(false)
  }

  get slot(): number {
    return this.#slot
  }

  balance(owner: string): bigint {
    return this.svm.getBalance(address(owner)) ?? 0n
  }

  latestBlockhash(): string {
    return this.svm.latestBlockhash()
  }

  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength))
  }

  account(owner: string) {
    const account = this.svm.getAccount(address(owner))
    if (!account.exists) return null
    return {
      lamports: Number(account.lamports),
      owner: account.programAddress,
      executable: account.executable,
      space: account.data.length,
      data: account.data,
    }
  }

  airdrop(to: string, amount: bigint): string {
    const result = this.svm.airdrop(address(to) as Address, lamports(amount))
    if (result === null || result instanceof FailedTransactionMetadata)
      throw new TransactionRejected(`airdrop to ${to} failed`, [])
    return this.#settle(getBase58Decoder().decode(result.signature()), null)
  }

  /** Runs a base64 wire transaction; returns its signature (the fee payer's) or throws TransactionRejected. */
  send(wireBase64: string): string {
    let transaction: Transaction
    try {
      transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wireBase64)) as Transaction
    } catch (error) {
      throw new TransactionRejected(`not a transaction: ${(error as Error).message}`, [])
    }
    const first = Object.values(transaction.signatures)[0]
    if (!first) throw new TransactionRejected('the transaction has no signature', [])
    const signature = getBase58Decoder().decode(first)
    // A node simulates first (preflight): a transaction that would fail is refused unsent and costs no fee.
    const simulated = this.svm.simulateTransaction(transaction)
    if (simulated instanceof FailedTransactionMetadata) throw rejection(simulated)
    const result = this.svm.sendTransaction(transaction)
    if (result instanceof FailedTransactionMetadata) throw rejection(result)
    return this.#settle(signature, null)
  }

  status(signature: string): SignatureStatus | null {
    return this.#statuses.get(signature) ?? null
  }

  #settle(signature: string, err: unknown): string {
    this.#statuses.set(signature, { slot: this.#slot, err })
    this.#slot += 1
    this.svm.expireBlockhash()
    return signature
  }
}
