import type { FrameLocator, Page } from 'playwright-core'
import {
  createPublicClient,
  formatEther,
  type Hex,
  hashDomain,
  hashMessage,
  hashTypedData,
  http,
  parseEther,
  stringToHex,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLoopbackContext } from './support/browser.js'
import { balanceOf } from './support/chainReads.js'
import { startHostPages } from './support/hostPages.js'
import { clientReady, connectButton, connectedFromModal } from './support/journey.js'
import { type DeployedSafe, deploySafe, safeArtifact } from './support/safeOnAnvil.js'
import { useDemo } from './support/useDemo.js'

/** The view the demo's modal shows, inside the Safe's frame. */
const shownView = (app: FrameLocator, view: string) =>
  app.locator('sigil-modal').getByRole('dialog').locator(`.sigil-view[data-phase="in"][data-view="${view}"]`)

describe('the demo inside Safe{Wallet} (a parent page speaking the Safe Apps protocol)', () => {
  const demo = useDemo()
  let hosts: Awaited<ReturnType<typeof startHostPages>> | undefined
  let safe: DeployedSafe | undefined
  /** A Safe of one owner whose key the host holds: its messages are signed at once. */
  let soloSafe: DeployedSafe | undefined

  beforeAll(async () => {
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const deploy = (owners: number[], threshold: number) =>
      deploySafe({
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        mnemonic: demo.app.devnet.mnemonic,
        owners,
        threshold,
      })
    // One deployer: the Safes one after the other, the host pages meanwhile.
    ;[hosts, [safe, soloSafe]] = await Promise.all([
      startHostPages(),
      deploy([8, 9], 2).then(async (first) => [first, await deploy([5], 1)] as const),
    ])
  }, 60_000)
  afterAll(async () => {
    await hosts?.stop()
  })

  async function openInSafe(
    viewport = { width: 1400, height: 860 },
    options: { safe?: DeployedSafe; ownerIndex?: number } = {},
  ): Promise<{
    page: Page
    app: FrameLocator
    errors: string[]
    close: () => Promise<void>
    blocked: string[]
  }> {
    const [chain] = demo.app.devnet.chains
    const shown = options.safe ?? safe
    if (!hosts || !shown || !chain) throw new Error('the Safe host starts in beforeAll')
    const { context, blockedRequests } = await newLoopbackContext(demo.browser, {
      viewport,
    })
    if (options.ownerIndex !== undefined) {
      const owner = mnemonicToAccount(demo.app.devnet.mnemonic, { addressIndex: options.ownerIndex })
      await context.exposeFunction('safeOwnerSign', (hash: Hex) => owner.sign({ hash }))
    }
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const url = new URL('safe.html', hosts.url)
    url.searchParams.set('app', demo.app.url)
    url.searchParams.set('rpc', chain.rpcUrl)
    url.searchParams.set('safe', JSON.stringify(shown))
    await page.goto(url.href)
    return {
      page,
      app: page.frameLocator('iframe'),
      errors,
      blocked: blockedRequests,
      close: () => context.close(),
    }
  }

  it('R-STATE-19 connects the Safe without a click, and a send is queued in the Safe for its owners, not sent', async () => {
    const { page, app, errors, blocked, close } = await openInSafe()
    const [chain] = demo.app.devnet.chains
    if (!safe || !chain) throw new Error('no Safe')
    const receiver = demo.app.devnet.accounts[2]!.address as Hex
    const before = await balanceOf(chain.rpcUrl, receiver)

    // Nobody clicked: the button shows the Safe's address.
    const button = app.locator('[data-sigil-connect-button]')
    await button
      .filter({ hasText: `${safe.safeAddress.slice(0, 6)}…${safe.safeAddress.slice(-4)}` })
      .waitFor()
    await page.screenshot({
      path: new URL('./screenshots/safe-host-connected.png', import.meta.url).pathname,
    })

    await button.click()
    await shownView(app, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
    const send = shownView(app, 'Send')
    await send.getByRole('button', { name: 'Token ETH Ether' }).waitFor()
    await send.getByText('Balance: 1.000 ETH').waitFor()
    await send.getByLabel('Amount', { exact: true }).fill('0.01')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.locator('button[type="submit"]').click()
    await send.getByRole('button', { name: 'Send', exact: true }).click()

    const result = send.getByTestId('send-result')
    await result.and(app.locator('[data-status="queued"]')).waitFor()
    await send.getByRole('heading', { name: 'Queued 0.01 ETH in the Safe' }).waitFor()
    expect(
      await send.getByText("The Safe's owners confirm it before it is sent.", { exact: false }).count(),
    ).toBe(1)
    // Nothing on chain yet: no explorer link, the receiver has what it had.
    expect(await send.getByRole('link', { name: /block explorer/ }).count()).toBe(0)
    await page.screenshot({ path: new URL('./screenshots/safe-host-queued.png', import.meta.url).pathname })
    const shownHash = (await send.getByTestId('send-hash').textContent()) as Hex

    // The host's queue holds it under the hash the Safe contract computes for this transaction.
    const queued = page.locator('#queue li')
    await queued.first().waitFor()
    expect(await queued.count()).toBe(1)
    expect(await queued.first().getAttribute('data-hash')).toBe(shownHash)
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    const onChain = await reader.readContract({
      address: safe.safeAddress,
      abi: safeArtifact.abi,
      functionName: 'getTransactionHash',
      args: [receiver, parseEther('0.01'), '0x', 0, 0n, 0n, 0n, zeroAddress, zeroAddress, 0n],
    })
    expect(shownHash).toBe(onChain)
    expect(formatEther(await balanceOf(chain.rpcUrl, receiver))).toBe(formatEther(before))

    // Activity lists it as queued for the owners.
    await send.getByRole('button', { name: 'Done' }).click()
    await shownView(app, 'Account').getByRole('tab', { name: 'Activity' }).click()
    const row = shownView(app, 'Account')
      .getByTestId('activity-row')
      .and(app.locator('[data-status="queued"]'))
    await row.filter({ hasText: 'Queued in the Safe for its owners' }).waitFor()
    await row.filter({ hasText: '−0.01 ETH' }).waitFor()

    // The demo's own Send button (client.sendTransaction) says the same, with no receipt to wait for.
    await page.keyboard.press('Escape')
    await app.getByRole('button', { name: /^Send 0\.01 ETH to / }).click()
    await app.getByTestId('tx-queued').waitFor()
    await queued.nth(1).waitFor()
    expect(await app.getByTestId('tx-queued').getByTestId('tx-hash').textContent()).toBe(
      await queued.nth(1).getAttribute('data-hash'),
    )
    expect(await app.getByTestId('receipt-link').count()).toBe(0)

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  })

  it('signing a message follows the Safe: it waits for the owners, and the demo says so', async () => {
    // At a phone's size: the host's queue sits under the app.
    const { page, app, errors, close } = await openInSafe({ width: 390, height: 844 })
    const [chain] = demo.app.devnet.chains
    if (!safe || !chain) throw new Error('no Safe')
    const button = app.locator('[data-sigil-connect-button]')
    await button.filter({ hasText: safe.safeAddress.slice(0, 6) }).waitFor()
    const message = 'Hello from the Sigil demo'
    await app.getByRole('button', { name: 'Sign a message' }).click()
    await app
      .getByRole('alert')
      .filter({ hasText: "Not signed: The message awaits the Safe's owners' signatures" })
      .waitFor()
    // The host took it for the owners under the Safe's message hash, in the Safe's own domain.
    const item = page.locator('#messages li')
    await item.first().waitFor()
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    const domainSeparator = (await reader.readContract({
      address: safe.safeAddress,
      abi: safeArtifact.abi,
      functionName: 'domainSeparator',
    })) as Hex
    const expected = hashTypedData({
      domain: { chainId: chain.chainId, verifyingContract: safe.safeAddress },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: hashMessage({ raw: stringToHex(message) }) },
    })
    // The domain the hash is made in is the Safe contract's own.
    expect(
      hashDomain({
        domain: { chainId: BigInt(chain.chainId), verifyingContract: safe.safeAddress },
        types: {
          EIP712Domain: [
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
        },
      }),
    ).toBe(domainSeparator)
    expect(await item.first().getAttribute('data-hash')).toBe(expected)
    await page.screenshot({
      path: new URL('./screenshots/safe-host-sign-phone.png', import.meta.url).pathname,
    })
    expect(errors).toEqual([])
    await close()
  })

  it("a message the Safe's owners have signed is its signature, which the chain accepts for the Safe (ERC-1271)", async () => {
    const { page, app, errors, close } = await openInSafe(undefined, { safe: soloSafe, ownerIndex: 5 })
    const [chain] = demo.app.devnet.chains
    if (!soloSafe || !chain) throw new Error('no Safe')
    await app
      .locator('[data-sigil-connect-button]')
      .filter({ hasText: soloSafe.safeAddress.slice(0, 6) })
      .waitFor()
    await app.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await app.getByTestId('signature').textContent()) as Hex
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(
      await reader.verifyMessage({
        address: soloSafe.safeAddress,
        message: 'Hello from the Sigil demo',
        signature,
      }),
    ).toBe(true)
    await page.locator('#messages li').filter({ hasText: 'signed' }).waitFor()
    expect(errors).toEqual([])
    await close()
  })

  it("a page in no host loads none of the hosts' code, and connects from the list as before", async () => {
    const journey = await demo.open()
    const requested: string[] = []
    journey.page.on('request', (request) => requested.push(request.url()))
    await journey.page.reload()
    await connectButton(journey.page).waitFor()
    await clientReady(journey.page)
    const hostCode = requested.filter((url) =>
      /safe-apps|miniapp|\/evm\/src\/host\/(detectHost|safe\/|miniApp\/)/.test(url),
    )
    expect(hostCode).toEqual([])
    await connectedFromModal(journey.page, journey.wallet.address)
  })
})
