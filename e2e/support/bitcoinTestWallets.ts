import { satsConnectAnswers, type TestBitcoinKey, testBitcoinKey } from '@sigil/test/bitcoin'
import type { BrowserContext } from 'playwright-core'
import { installBitcoinTestWallets } from './bitcoinTestWalletPage.js'

const ICON = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#f7931a"/></svg>').toString('base64')}`

/**
 * The test-process half: one devnet Bitcoin key (payment p2wpkh and ordinal p2tr addresses),
 * signing BIP-322 with bip322-js, behind a sats-connect wallet and a wallet-standard wallet.
 */
export class BitcoinTestWallets {
  readonly key: TestBitcoinKey
  readonly sats: ReturnType<typeof satsConnectAnswers>
  readonly satsName = 'Sats Test Wallet'
  readonly standardName = 'Standard Bitcoin Test Wallet'
  readonly signed: { address: string; message: string; signature: string }[] = []

  constructor(label: string) {
    this.key = testBitcoinKey(label)
    this.sats = satsConnectAnswers(this.key, {
      signMessage: (params) => {
        const { address, message } = params as { address: string; message: string }
        const signature = this.key.sign(address, message)
        this.signed.push({ address, message, signature })
        return { signature, address, messageHash: '', protocol: 'BIP322' }
      },
    })
  }

  async attach(context: BrowserContext): Promise<void> {
    const bridge = `__sigilBitcoinWallets_${Math.random().toString(36).slice(2)}`
    await context.exposeFunction(bridge, async (json: string) => {
      const { wallet, method, params } = JSON.parse(json) as {
        wallet: string
        method: string
        params: unknown
      }
      if (wallet === 'sats') return JSON.stringify(await this.sats.request(method, params))
      return JSON.stringify(this.#standard(method, params))
    })
    await context.addInitScript(installBitcoinTestWallets, {
      satsName: this.satsName,
      standardName: this.standardName,
      icon: ICON,
      bridge,
    })
  }

  #standard(
    method: string,
    params: unknown,
  ): { result: unknown } | { error: { code: number; message: string } } {
    if (method === 'connect') return { result: [this.key.payment, this.key.ordinal] }
    if (method === 'signMessage') {
      const { address, message } = params as { address: string; message: string }
      const signature = this.key.sign(address, message)
      this.signed.push({ address, message, signature })
      return { result: signature }
    }
    return { error: { code: 4200, message: `unknown method ${method}` } }
  }
}
