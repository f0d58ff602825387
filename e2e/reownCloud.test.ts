import { describe, expect, it } from 'vitest'
import { type CloudRequest, routeCloudToDevnet } from './support/cloudToDevnet.js'
import { connectButton, connectedFromModal, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** The paths asked of one host, without their query. */
const pathsOf = (requests: readonly CloudRequest[], host: string) =>
  new Set(requests.filter((request) => request.host === host).map((request) => request.path))

describe('the demo on reownCloud(): the hosted hosts, routed by the browser to devnet', () => {
  const demo = useDemo()

  it('R-API-05 R-API-06 R-API-10 R-API-13 R-API-14 R-API-15 R-API-33 R-WC-01 R-ACCT-03 R-ACCT-04 R-ACCT-05 R-ERR-23: connect, tokens and activity, send to a name, a swap quote and a buy estimate, every call on the real hosts and paths', async () => {
    let requests: CloudRequest[] = []
    const journey = await demo.open(
      {},
      {
        path: '?services=reown-cloud',
        beforeOpen: async (context) => {
          requests = await routeCloudToDevnet(context, demo.app.devnet)
        },
      },
    )
    const { page, wallet, blockedRequests } = journey
    // The secure site's frame is a third party to the page here, as on the hosted cloud, and a fresh
    // context (like a private window) denies third-party storage: devnet's frame page reads
    // localStorage as it starts, so it stops there. Email login is not part of this journey.
    journey.expectPageError(/Failed to read the 'localStorage' property from 'Window'/)
    const address = wallet.address

    // Phone wallets: the pairing's QR code shows once its proposal is on the relay.
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await shownView(page, 'ConnectingWalletConnect').locator('svg.sigil-qr').waitFor()
    // The pairing's proposal reaches devnet's relay through the routed socket.
    const relayStats = () =>
      fetch(`${demo.app.devnet.urls.admin}/relay`).then(
        (answer) => answer.json() as Promise<{ sockets: number; messages: number }>,
      )
    await expect
      .poll(async () => {
        const { sockets, messages } = await relayStats()
        return sockets > 0 && messages > 0
      })
      .toBe(true)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    await connectedFromModal(page, address)
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    // Tokens and activity from the blockchain service.
    await account.getByTestId('token-row').filter({ hasText: 'dUSD' }).first().waitFor()
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    await shownView(page, 'Account').getByTestId('activity-row').first().waitFor()
    await snap(page, 'cloud-10-activity')

    // Send 1 dUSD to a name the blockchain service resolves.
    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const send = shownView(page, 'Send')
    await send.getByRole('button', { name: 'Token ETH Ether' }).click()
    await send.getByRole('button', { name: /^dUSD/ }).click()
    await send.getByLabel('Amount', { exact: true }).fill('1')
    await send.getByLabel('To', { exact: true }).fill('alice.reown.id')
    await send.getByTestId('receiver-hint').filter({ hasText: 'alice.reown.id · 0x7099…79C8' }).waitFor()
    await send.locator('button[type="submit"]').click()
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await send.getByRole('heading', { name: 'Sent 1 dUSD' }).waitFor()
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    // A swap quote: the desk's 3000 dUSD per ETH less its 0.3% fee.
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = shownView(page, 'Swap')
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5')
    await swap.getByTestId('swap-receive').filter({ hasText: '1,495.5' }).waitFor()
    await modal(page).getByRole('button', { name: 'Back' }).click()

    // Buy: the hosted service has no options or quote route; on their 404s the sample offers the
    // network's ETH, and 150 USD by card is shown as an estimate.
    await shownView(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
    const buy = shownView(page, 'OnRamp')
    await buy.getByRole('textbox', { name: 'You pay' }).fill('150')
    const estimate = buy.locator('[data-testid="onramp-quote"][data-estimate]')
    await estimate.waitFor()
    expect(await estimate.textContent()).toContain('You pay150.00 USD')
    await snap(page, 'cloud-20-buy-quote')

    // Every call went to a hosted host, and none left the machine.
    expect(blockedRequests).toEqual([])
    const registry = pathsOf(requests, 'api.web3modal.org')
    for (const path of ['/appkit/v1/config', '/getAnalyticsConfig', '/getWallets'])
      expect(registry).toContain(path)
    const blockchain = [...pathsOf(requests, 'rpc.walletconnect.org')]
    for (const path of [
      `/v1/account/${address}/balance`,
      `/v1/account/${address}/history`,
      '/v1/profile/account/alice.reown.id',
      '/v1/convert/quotes',
      '/v1/onramp/options',
      '/v1/onramp/quote',
    ])
      expect(blockchain.map((asked) => asked.replace(address.toLowerCase(), address))).toContain(path)
    expect(pathsOf(requests, 'pulse.walletconnect.org')).toContain('/e')
    expect(pathsOf(requests, 'relay.walletconnect.org').size).toBeGreaterThan(0)
    // Email login is offered on the devnet chains: the secure site's frame loads at idle.
    expect(pathsOf(requests, 'secure.walletconnect.org').size).toBeGreaterThan(0)
    // Each service call carries the project; the registry's and the intake's the SDK too (R-API-05).
    for (const request of requests.filter((asked) => asked.host !== 'secure.walletconnect.org'))
      expect(request.query.get('projectId'), `${request.host}${request.path}`).toBe(demo.app.devnet.projectId)
    for (const request of requests.filter((asked) => asked.host === 'api.web3modal.org'))
      expect([request.query.get('st'), request.query.get('sv')]).toEqual(['sigil', '0.1.0'])
  })
})
