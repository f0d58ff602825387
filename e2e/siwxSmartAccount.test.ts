import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { newLoopbackContext } from './support/browser.js'
import { connectFromModal, modal, shownView, snap, truncatedAddress } from './support/journey.js'
import { installTestWallet } from './support/testWalletPage.js'
import { useDemo } from './support/useDemo.js'

const factoryAbi = parseAbi([
  'function createAccount(address owner, bytes32 salt) returns (address)',
  'function accountAddress(address owner, bytes32 salt) view returns (address)',
])
const SALT = `0x${'51'.repeat(32)}` as Hex

describe('a smart account signs in on the demo', () => {
  const demo = useDemo()

  it('R-SIWX-01 R-SIWX-06: a wallet whose account is a DevnetSmartAccount signs in; the ERC-1271 signature verifies on the chain', async () => {
    const { devnet } = demo.app
    const rpcUrl = devnet.urls.rpc[31337]!
    const owner = privateKeyToAccount(devnet.accounts[6]!.privateKey)
    const factory = devnet.contracts[31337]!.smartAccountFactory
    const transport = http(rpcUrl)
    const chainClient = createPublicClient({ transport })
    const smartAccount = await chainClient.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'accountAddress',
      args: [owner.address, SALT],
    })
    const deploy = await createWalletClient({ account: owner, transport }).sendTransaction({
      chain: null,
      to: factory,
      data: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, SALT],
      }),
    })
    expect((await chainClient.waitForTransactionReceipt({ hash: deploy })).status).toBe('success')

    // A wallet in the page whose account is the smart account; its owner key signs in the test process.
    const signed: Hex[] = []
    const { context, blockedRequests } = await newLoopbackContext(demo.browser, {
      viewport: { width: 1200, height: 820 },
    })
    await context.exposeFunction('__sigilSmartWalletRequest', async (json: string) => {
      const { method, params = [] } = JSON.parse(json) as { method: string; params?: unknown[] }
      if (method === 'eth_requestAccounts' || method === 'eth_accounts')
        return JSON.stringify({ result: [smartAccount] })
      if (method === 'eth_chainId') return JSON.stringify({ result: numberToHex(31337) })
      if (method === 'personal_sign') {
        const signature = await owner.signMessage({ message: { raw: params[0] as Hex } })
        signed.push(signature)
        return JSON.stringify({ result: signature })
      }
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const body = (await response.json()) as { result?: unknown; error?: unknown }
      return JSON.stringify(body.error ? { error: body.error } : { result: body.result })
    })
    await context.addInitScript(installTestWallet, {
      uuid: 'b2e1d7ef-6a2f-4b9c-8e4d-8f3c2b1d0a22',
      name: 'Sigil Smart Wallet',
      rdns: 'dev.sigil.smartwallet',
      icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
      announce: true,
      injected: false,
      bridge: '__sigilSmartWalletRequest',
      emitter: '__sigilSmartWalletEmit',
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(new URL('?signin=browser', demo.app.url).href)
    await connectFromModal(page, 'Sigil Smart Wallet')
    await shownView(page, 'SIWXSignMessage').getByRole('button', { name: 'Sign' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await page
      .locator('[data-panel="signin"]')
      .getByTestId('signin-status')
      .filter({ hasText: `Signed in as ${truncatedAddress(smartAccount)}` })
      .waitFor()
    await snap(page, '66-siwx-smart-account')

    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('sigil:siwx:sessions'))) ?? '[]',
    )
    expect(stored).toHaveLength(1)
    expect(stored[0].data.accountAddress).toBe(smartAccount)
    expect(stored[0].signature).toBe(signed[0])
    // The owner's signature is not the smart account's as an EOA: only the chain (ERC-1271) accepts it.
    expect(
      await verifyMessage({
        address: smartAccount,
        message: stored[0].message,
        signature: stored[0].signature,
      }),
    ).toBe(false)
    expect(
      await chainClient.verifyMessage({
        address: smartAccount,
        message: stored[0].message,
        signature: stored[0].signature,
      }),
    ).toBe(true)
    expect(blockedRequests).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
