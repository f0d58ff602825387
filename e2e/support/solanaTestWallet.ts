import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { BrowserContext } from 'playwright-core'
import { installSolanaTestWallet } from './solanaTestWalletPage.js'

const ICON = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#14f195"/></svg>').toString('base64')}`

type Call = { method: string; params: unknown }

/**
 * The test-process half of the Solana test wallet: holds a devnet Solana key and signs with
 * ed25519 (@noble/curves). Remembers what it was asked and what it signed, and whether the
 * page was granted access (like an extension does across reloads of one browser context).
 */
export class SolanaTestWallet {
  readonly name: string
  readonly address: string
  readonly publicKey: Uint8Array
  readonly calls: Call[] = []
  readonly signedMessages: { message: Uint8Array; signature: Uint8Array }[] = []
  granted = false
  readonly #seed: Uint8Array

  constructor(options: { secretKey: string; name?: string }) {
    const secret = base58.decode(options.secretKey)
    this.#seed = secret.slice(0, 32)
    this.publicKey = ed25519.getPublicKey(this.#seed)
    this.address = base58.encode(this.publicKey)
    this.name = options.name ?? 'Solana Test Wallet'
  }

  async attach(context: BrowserContext): Promise<void> {
    const bridge = `__sigilSolanaWallet_${Math.random().toString(36).slice(2)}`
    await context.exposeFunction(bridge, async (json: string) => {
      const call = JSON.parse(json) as Call
      this.calls.push(call)
      try {
        return JSON.stringify({ result: this.#answer(call) })
      } catch (error) {
        const { code = -32603, message } = error as Error & { code?: number }
        return JSON.stringify({ error: { code, message } })
      }
    })
    await context.addInitScript(installSolanaTestWallet, {
      name: this.name,
      icon: ICON,
      address: this.address,
      publicKey: [...this.publicKey],
      bridge,
    })
  }

  #answer({ method, params }: Call): unknown {
    switch (method) {
      case 'connect':
        if (!(params as { silent: boolean }).silent) this.granted = true
        return this.granted
      case 'disconnect':
        this.granted = false
        return null
      case 'signMessage': {
        const message = Buffer.from(params as string, 'base64')
        const signature = ed25519.sign(message, this.#seed)
        this.signedMessages.push({ message: new Uint8Array(message), signature })
        return Buffer.from(signature).toString('base64')
      }
      case 'signTransaction':
        return Buffer.from(this.#signWire(Buffer.from(params as string, 'base64'))).toString('base64')
      default:
        throw Object.assign(new Error(`unknown method ${method}`), { code: 4200 })
    }
  }

  /** Signs the message of a wire transaction whose first signer (the fee payer) is this key. */
  #signWire(wire: Uint8Array): Uint8Array {
    const count = wire[0]!
    const message = wire.subarray(1 + 64 * count)
    const keysAt = ((message[0]! & 0x80) !== 0 ? 1 : 0) + 3 + 1
    const payer = message.subarray(keysAt, keysAt + 32)
    if (base58.encode(payer) !== this.address)
      throw Object.assign(new Error('not the fee payer'), { code: -32602 })
    const signed = new Uint8Array(wire)
    signed.set(ed25519.sign(message, this.#seed), 1)
    return signed
  }
}
