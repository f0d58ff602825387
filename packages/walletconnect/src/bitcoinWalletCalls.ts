import { createError, INVALID_INPUT, INVALID_RESPONSE } from '@sigil/core/internal'
import { type BitcoinAccount, type BitcoinWalletHost, bitcoinChains } from './bitcoinWallet.js'

// The calls behind the Bitcoin face, loaded on its first use, so a page that never uses
// WalletConnect on Bitcoin carries only the face. Params and results follow the bip122 methods
// as wallets answer them over WalletConnect: `account` names the connected account, a signature
// comes back in base64 (some wallets send hex), a PSBT in base64.

const FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:sendTransfer'] as const
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const HEX = /^(?:[0-9a-fA-F]{2})+$/
const TXID = /^[0-9a-fA-F]{64}$/
const PSBT_MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff]

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const fromHex = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/**
 * Addresses as wallet-standard accounts (the adapter checks each before it keeps any), each with
 * the public key kept beside the session when the phone gave one on connect.
 */
export async function toAccounts(
  host: BitcoinWalletHost,
  addresses: readonly string[],
): Promise<readonly BitcoinAccount[]> {
  const keys = await keptPublicKeys(host)
  return addresses.map((address) => ({
    address,
    publicKey: keys.get(address) ?? new Uint8Array(),
    chains: bitcoinChains(host),
    features: FEATURES,
  }))
}

/** The session's Bitcoin addresses as wallet-standard accounts; none without a session. */
export async function readAccounts(host: BitcoinWalletHost): Promise<readonly BitcoinAccount[]> {
  const session = await host.session()
  return session.hasSession() ? toAccounts(host, session.addresses('bip122')) : []
}

/**
 * Pairs (showing the QR) unless a session exists; a silent connect only reads a restored one,
 * with the keys kept beside it. A connect the person asked for also asks the phone for its
 * accounts' public keys.
 */
export async function connect(host: BitcoinWalletHost, silent: boolean): Promise<readonly BitcoinAccount[]> {
  const session = await host.session()
  if (silent) return readAccounts(host)
  if (!session.hasSession()) await host.connect()
  return withPublicKeys(host, await readAccounts(host))
}

/** How long a connect waits for the phone's public keys before it goes on without them. */
const PUBLIC_KEYS_WAIT_MS = 4000
const PUBLIC_KEY_HEX = /^(?:[0-9a-fA-F]{2}){32,33}$/
/** Under this name the keys are kept beside the session: address → hex. */
const KEPT_KEYS = 'bip122PublicKeys'

/** address → public key, from `entries` whose address is a string and whose key is 32 or 33 bytes of hex. */
function publicKeysOf(entries: readonly unknown[]): Map<string, string> {
  const keys = new Map<string, string>()
  for (const entry of entries.slice(0, 64)) {
    const { address, publicKey } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      address?: unknown
      publicKey?: unknown
    }
    if (typeof address === 'string' && typeof publicKey === 'string' && PUBLIC_KEY_HEX.test(publicKey))
      keys.set(address, publicKey)
  }
  return keys
}

/** The keys kept beside the session (storage, so each is checked again), as bytes. */
async function keptPublicKeys(host: BitcoinWalletHost): Promise<Map<string, Uint8Array>> {
  const kept = await (await host.session()).kept(KEPT_KEYS)
  const entries = Array.isArray(kept) ? kept : []
  return new Map([...publicKeysOf(entries)].map(([address, key]) => [address, fromHex(key)]))
}

/**
 * The session's accounts, each with the public key the phone gives for it through
 * getAccountAddresses when the session offers that method; the keys are kept beside the session.
 * The session's addresses stay the accounts: an answer naming others adds none, and a refusal, a
 * malformed answer or none in time (a phone gone quiet must not hold the connect) leaves the
 * accounts as they were.
 */
async function withPublicKeys(
  host: BitcoinWalletHost,
  accounts: readonly BitcoinAccount[],
): Promise<readonly BitcoinAccount[]> {
  const session = await host.session()
  const [first] = accounts
  if (first === undefined || !session.methods('bip122').includes('getAccountAddresses')) return accounts
  let stopWaiting = () => {}
  const answer = await Promise.race([
    session.askWallet('bip122', session.chainId('bip122') ?? '', 'getAccountAddresses', {
      account: first.address,
      intentions: ['payment', 'ordinal'],
    }),
    new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, PUBLIC_KEYS_WAIT_MS)
      stopWaiting = () => clearTimeout(timer)
    }),
  ])
    .catch(() => undefined)
    .finally(() => stopWaiting())
  if (!Array.isArray(answer)) return accounts
  const approved = new Set(accounts.map((account) => account.address))
  const keys = [...publicKeysOf(answer)].filter(([address]) => approved.has(address))
  // Kept for a reload, which restores the session without asking the phone again; the connect
  // does not wait for the storage (keeping logs its own failures).
  void session.keep(
    KEPT_KEYS,
    keys.map(([address, publicKey]) => ({ address, publicKey })),
  )
  const byAddress = new Map(keys)
  return accounts.map((account) => {
    const publicKey = byAddress.get(account.address)
    return publicKey === undefined ? account : { ...account, publicKey: fromHex(publicKey) }
  })
}

/** Asks the phone; the answer is input like any other and must be an object. */
async function ask(
  host: BitcoinWalletHost,
  method: string,
  params: object,
): Promise<Record<string, unknown>> {
  const session = await host.session()
  const answer = await session.askWallet('bip122', session.chainId('bip122') ?? '', method, params)
  if (typeof answer !== 'object' || answer === null)
    throw createError(INVALID_RESPONSE, { reason: `the phone wallet answered ${method} with nothing` })
  return answer as Record<string, unknown>
}

/** The connected account (the wallet's first), which every bip122 request names. */
async function connectedAccount(host: BitcoinWalletHost): Promise<string> {
  const [first] = await readAccounts(host)
  if (first === undefined)
    throw createError(INVALID_RESPONSE, { reason: 'the WalletConnect session has no Bitcoin account' })
  return first.address
}

/** A signature in base64 or hex, as bytes; anything else is not a signature. */
function signatureBytes(value: unknown): Uint8Array {
  if (typeof value === 'string' && value.length > 0 && value.length <= 4096) {
    if (HEX.test(value)) return fromHex(value)
    if (BASE64.test(value)) return fromBase64(value)
  }
  throw createError(INVALID_RESPONSE, { reason: 'the phone wallet returned no signature' })
}

export async function signMessages(
  host: BitcoinWalletHost,
  inputs: readonly { account: { address: string }; message: Uint8Array }[],
) {
  const account = await connectedAccount(host)
  const outputs = []
  for (const { account: signer, message } of inputs) {
    const answer = await ask(host, 'signMessage', {
      account,
      address: signer.address,
      message: new TextDecoder().decode(message),
      protocol: 'bip322',
    })
    outputs.push({ signedMessage: message, signature: signatureBytes(answer.signature) })
  }
  return outputs
}

export async function signTransaction(
  host: BitcoinWalletHost,
  input: {
    psbt: Uint8Array
    inputsToSign: readonly { account: { address: string }; signingIndexes: readonly number[] }[]
  },
) {
  const answer = await ask(host, 'signPsbt', {
    account: await connectedAccount(host),
    psbt: toBase64(input.psbt),
    signInputs: input.inputsToSign.flatMap(({ account, signingIndexes }) =>
      signingIndexes.map((index) => ({ address: account.address, index })),
    ),
    broadcast: false,
  })
  const psbt =
    typeof answer.psbt === 'string' && BASE64.test(answer.psbt) ? fromBase64(answer.psbt) : undefined
  if (psbt === undefined || !PSBT_MAGIC.every((byte, i) => psbt[i] === byte))
    throw createError(INVALID_RESPONSE, { reason: 'the phone wallet returned no signed PSBT' })
  return [{ signedPsbt: psbt }]
}

export async function sendTransfer(
  host: BitcoinWalletHost,
  recipients: readonly { address: string; amount: number }[],
): Promise<{ txid: string }> {
  const [recipient, ...more] = recipients
  if (recipient === undefined || more.length > 0)
    throw createError(INVALID_INPUT, {
      what: 'transfer',
      reason: 'a WalletConnect wallet pays exactly one recipient per transfer',
    })
  if (!Number.isSafeInteger(recipient.amount) || recipient.amount <= 0)
    throw createError(INVALID_INPUT, {
      what: 'transfer',
      reason: 'the amount must be a whole number of satoshis',
    })
  const answer = await ask(host, 'sendTransfer', {
    account: await connectedAccount(host),
    recipientAddress: recipient.address,
    amount: String(recipient.amount),
  })
  // Wallets written to the first draft of the method answer `tx_id`.
  const txid = answer.txid ?? answer.tx_id
  if (typeof txid !== 'string' || !TXID.test(txid))
    throw createError(INVALID_RESPONSE, { reason: 'the phone wallet returned no transaction id' })
  return { txid: txid.toLowerCase() }
}
