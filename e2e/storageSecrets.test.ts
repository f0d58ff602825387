import type { Page } from 'playwright-core'
import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { connectButton, connectedFromModal, modal, shownView } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** Everything the page keeps on the device: both web storages, cookies and IndexedDB databases. */
async function storedOnDevice(page: Page) {
  return page.evaluate(async () => {
    const read = (storage: Storage) =>
      Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']))
    return {
      local: read(localStorage),
      session: read(sessionStorage),
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    }
  })
}

// What the spec stores (docs/ARCHITECTURE.md, Storage): the connection per namespace, the active
// namespace, recent wallets, the timed cache, the embedded wallet's login data; and the demo's
// own dev-wallet switch.
const ALLOWED_KEYS = [
  /^sigil-demo:connection:(eip155|solana|bip122|namespace)$/,
  /^sigil-demo:recent$/,
  /^sigil-demo:cache:(portfolio|nativeBalance|ens|identity):/,
  /^sigil-demo:dev-wallet$/,
]

describe('storage holds nothing secret', () => {
  const demo = useDemo()

  it('R-SEC-11 after connect, sign, Account and a reload, every stored key is one the spec names and no value holds a key, the mnemonic or a signature', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    await connectedFromModal(page, wallet.address)
    // A signature passes through the page: it must not be kept.
    const panel = page.locator('[data-panel="sign"]')
    await panel.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await panel.getByTestId('signature').textContent()) ?? ''
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await connectButton(page).click()
    await shownView(page, 'Account').getByTestId('token-row').first().waitFor()
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await page.reload()
    await connectButton(page).filter({ hasText: '·' }).waitFor()

    const stored = await storedOnDevice(page)
    const keys = Object.keys(stored.local)
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys)
      expect(
        ALLOWED_KEYS.some((pattern) => pattern.test(key)),
        key,
      ).toBe(true)
    expect(stored.session).toEqual({})
    expect(stored.cookie).toBe('')

    const mnemonic = demo.app.devnet.mnemonic
    const privateKeys = Array.from({ length: 10 }, (_, index) => {
      const key = mnemonicToAccount(mnemonic, { addressIndex: index }).getHdKey().privateKey
      return bytesToHex(key as Uint8Array).slice(2)
    })
    const secrets = [mnemonic, ...privateKeys, signature.slice(2)]
    const everything = JSON.stringify(stored).toLowerCase()
    for (const secret of secrets)
      expect(everything.includes(secret.toLowerCase()), `stored: ${secret.slice(0, 8)}…`).toBe(false)
    // What is stored is what the spec names: the connection's connector, network and the public
    // address a reload paints while the wallet is asked again.
    expect(JSON.parse(stored.local['sigil-demo:connection:eip155'] ?? '{}')).toEqual({
      v: 1,
      value: {
        connectorId: 'dev.sigil.testwallet',
        caipNetworkId: `eip155:${demo.app.devnet.chains[0]!.chainId}`,
        address: wallet.address,
      },
    })
    expect(blockedRequests).toEqual([])
    await close()
  })
})
