import { devnetAdmin } from '@sigil/test/devnet'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { addHostileWallet, HOSTILE_ICON, hostileWalletCalls } from './support/hostileWallet.js'
import {
  accountPanel,
  clientState,
  connectButton,
  connectedFromModal,
  modal,
  shownView,
  snap,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

// Hostile data reaching the modal from the registry and from wallets on the page: nothing
// runs, nothing opens, the item is dropped or the person reads a clear message, and the
// rest of the modal keeps working.

const PWNED = '__sigilPwned'

/** Everything that would show a hostile payload ran, opened or broke the page. */
async function watch(page: Page) {
  const errors: string[] = []
  const popups: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('popup', (popup) => popups.push(popup.url()))
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return {
    errors,
    popups,
    /** Whether any payload set the page's marker. */
    ran: () =>
      page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] !== undefined, PWNED),
  }
}

/** Every img src in the modal's shadow root. */
const imageSources = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('sigil-modal')?.shadowRoot?.querySelectorAll('img') ?? [])].map(
      (img) => img.src,
    ),
  )

const listing = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  image_id: null,
  image_url: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  rdns: null,
  chains: ['eip155:31337'],
  badge_type: 'none',
  ...extra,
})

async function openAllWallets(page: Page) {
  await connectButton(page).click()
  await modal(page)
    .getByRole('button', { name: /All wallets/ })
    .click()
  await shownView(page, 'AllWallets').getByTestId('wallet-grid').waitFor()
}

const tile = (page: Page, name: string) =>
  shownView(page, 'AllWallets').getByRole('button', { name, exact: true })

describe('hostile data in the modal', () => {
  const demo = useDemo()
  const admin = () => devnetAdmin(demo.app.devnet.urls.admin)
  afterEach(async () => {
    await admin().resetRegistry()
  })

  it('R-SEC-11 registry names and descriptions with HTML and script are shown as text and nothing runs', async () => {
    const names = [
      `<img src=x onerror="window.${PWNED}=1">Evil Image`,
      `<script>window.${PWNED}=2</script>Evil Script`,
      `"><svg onload="window.${PWNED}=3">`,
    ]
    await admin().setRegistryWallets({
      listings: names.map((name, index) => listing(`evil:${index}`, name, { description: name })),
      generate: 10,
    })
    const { page, blockedRequests, close } = await demo.open()
    const watched = await watch(page)
    await openAllWallets(page)
    for (const name of names) await tile(page, name).waitFor()
    expect(await tile(page, names[0]!).innerText()).toContain(names[0])
    await snap(page, 'hostile-01-html-names')
    expect(await watched.ran()).toBe(false)
    expect(
      await page
        .locator('sigil-modal')
        .evaluate((el) => el.shadowRoot?.querySelectorAll('script, svg[onload], img[onerror]').length),
    ).toBe(0)
    // The rest of the modal still works: search finds an ordinary wallet.
    await shownView(page, 'AllWallets').getByRole('searchbox').fill('Aurora')
    await tile(page, 'Aurora Vault').waitFor()
    expect(watched).toMatchObject({ errors: [], popups: [] })
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-SEC-11 javascript:, data: and foreign-scheme image and link URLs are dropped: no img src, nothing opened', async () => {
    const urls = [
      'javascript:window.__sigilPwned=1',
      'data:text/html,<script>parent.__sigilPwned=1</script>',
      'file:///etc/passwd',
      'wallet-evil://x',
      'ftp://127.0.0.1/x.png',
    ]
    await admin().setRegistryWallets({
      listings: urls.map((url, index) =>
        listing(`url:${index}`, `Scheme ${index}`, {
          image_url: url,
          mobile_link: url,
          desktop_link: url,
          webapp_link: url,
        }),
      ),
    })
    const { page, blockedRequests, close } = await demo.open()
    const watched = await watch(page)
    await openAllWallets(page)
    for (const index of urls.keys()) await tile(page, `Scheme ${index}`).waitFor()
    // Each tile keeps its initial; no URL of those schemes reached an img.
    for (const index of urls.keys())
      expect(await tile(page, `Scheme ${index}`).locator('.sigil-image').getAttribute('data-status')).toBe(
        'failed',
      )
    expect((await imageSources(page)).filter((src) => !/^(blob|data:image|http:\/\/127)/.test(src))).toEqual(
      [],
    )
    await tile(page, 'Scheme 0').click()
    await snap(page, 'hostile-02-foreign-urls')
    expect(await watched.ran()).toBe(false)
    expect(watched).toMatchObject({ errors: [], popups: [] })
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-SEC-11 an oversized wallet image (2 MB) and one that is not an image are refused; the tile shows its initial', async () => {
    await admin().setRegistryImage({ id: 'huge', contentType: 'image/svg+xml', bytes: 2_000_000 })
    await admin().setRegistryImage({
      id: 'page',
      contentType: 'text/html',
      body: `<script>parent.${PWNED}=1</script>`,
    })
    await admin().setRegistryWallets({
      listings: [
        listing('big', 'Huge Image', { image_id: 'huge' }),
        listing('html', 'Html Image', { image_id: 'page' }),
      ],
      generate: 4,
    })
    const { page, blockedRequests, close } = await demo.open()
    const watched = await watch(page)
    await openAllWallets(page)
    // An ordinary wallet's image arrives; the two hostile ones stay initials.
    await tile(page, 'Aurora Vault').locator('.sigil-image[data-status="loaded"]').waitFor()
    for (const name of ['Huge Image', 'Html Image']) {
      await tile(page, name).waitFor()
      expect(await tile(page, name).locator('img').count()).toBe(0)
    }
    await snap(page, 'hostile-03-oversized-image')
    expect(await watched.ran()).toBe(false)
    expect(watched).toMatchObject({ errors: [], popups: [] })
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-SEC-11 R-PERF-05 50,000 listings: the grid scrolls to the last one and search still answers', async () => {
    await admin().setRegistryWallets({ generate: 50_000 })
    const { page, blockedRequests, close } = await demo.open()
    const watched = await watch(page)
    await openAllWallets(page)
    const grid = shownView(page, 'AllWallets').getByTestId('wallet-grid')
    await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    // The last generated wallet (index 49,999) is the grid's last tile.
    const last = shownView(page, 'AllWallets').locator('.sigil-wallet-tile').last()
    await expect.poll(() => last.getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/\S/)
    await snap(page, 'hostile-04-50000-listings')
    await shownView(page, 'AllWallets').getByRole('searchbox').fill('Sigil Test')
    await tile(page, 'Sigil Test Wallet').waitFor()
    expect(watched).toMatchObject({ errors: [], popups: [] })
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-SEC-11 a repeated registry id is listed once; two listings sharing an rdns stay two', async () => {
    await admin().setRegistryWallets({
      listings: [
        listing('dup', 'Twin Wallet', { rdns: 'dev.twin' }),
        listing('dup', 'Twin Wallet Copy', { rdns: 'dev.twin' }),
        listing('other', 'Other Twin', { rdns: 'dev.twin' }),
      ],
    })
    const { page, close } = await demo.open()
    const watched = await watch(page)
    await openAllWallets(page)
    await tile(page, 'Twin Wallet').waitFor()
    await tile(page, 'Other Twin').waitFor()
    expect(await tile(page, 'Twin Wallet Copy').count()).toBe(0)
    expect(watched.errors).toEqual([])
    await close()
  })

  /**
   * Scrolls the grid to its end (again as the list grows or shrinks) until the tiles rendered
   * reach the end of the track and none of them is a placeholder; their names.
   */
  async function scrolledToEndAllFilled(page: Page) {
    const grid = shownView(page, 'AllWallets').getByTestId('wallet-grid')
    await expect
      .poll(
        () =>
          grid.evaluate((el) => {
            el.scrollTo({ top: el.scrollHeight })
            const track = el.querySelector('ul')
            const cells = [...el.querySelectorAll<HTMLElement>('.sigil-wallet-cell')]
            const bottom = Math.max(0, ...cells.map((cell) => cell.offsetTop + cell.offsetHeight))
            return bottom >= (track?.offsetHeight ?? 0) && el.querySelector('[aria-busy="true"]') === null
          }),
        { timeout: 10_000 },
      )
      .toBe(true)
    return grid
      .locator('.sigil-wallet-tile')
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')))
  }

  it('R-SEC-11 R-API-08 50,000 listings in every page under a count of 3: the grid lists one page of them, each wallet once, every tile filled', async () => {
    await admin().setRegistryWallets({ generate: 50_000, count: 3, ignorePaging: true })
    const { page, close } = await demo.open()
    const watched = await watch(page)
    const started = Date.now()
    await openAllWallets(page)
    await shownView(page, 'AllWallets').locator('.sigil-wallet-tile[aria-label]').first().waitFor()
    // However loaded the machine, not the 50,000 listings of each answer rendered or read.
    expect(Date.now() - started).toBeLessThan(15_000)
    // A count below the answer is not believed: a page's worth shows (not 3), each wallet once,
    // and the next page, all repeats, ends the list.
    const names = await scrolledToEndAllFilled(page)
    const track = shownView(page, 'AllWallets').getByTestId('wallet-grid').locator('ul')
    // Ten rows of four tiles, 96 px each: the 40 wallets of one page.
    expect(await track.evaluate((ul) => (ul as HTMLElement).offsetHeight)).toBe(10 * 96)
    expect(new Set(names).size).toBe(names.length)
    await snap(page, 'hostile-07-count-below')
    expect(watched.errors).toEqual([])
    await close()
  })

  it('R-SEC-11 R-API-08 a count of 1e9 over 4 listings: four tiles, no placeholders that never fill', async () => {
    await admin().setRegistryWallets({
      listings: [0, 1, 2, 3].map((index) => listing(`few:${index}`, `Few ${index}`)),
      count: 1e9,
    })
    const { page, close } = await demo.open()
    const watched = await watch(page)
    await openAllWallets(page)
    await tile(page, 'Few 3').waitFor()
    expect(await scrolledToEndAllFilled(page)).toEqual(['Few 0', 'Few 1', 'Few 2', 'Few 3'])
    await snap(page, 'hostile-08-count-above')
    expect(watched.errors).toEqual([])
    await close()
  })

  it('R-SEC-11 an id repeated on a later page is listed once, and the wallets after it still show', async () => {
    const fillers = Array.from({ length: 39 }, (_, index) => listing(`filler:${index}`, `Filler ${index}`))
    await admin().setRegistryWallets({
      listings: [
        listing('dup', 'Twin Wallet'),
        ...fillers,
        listing('dup', 'Twin Wallet Copy'),
        listing('after', 'After Twin'),
      ],
    })
    const { page, close } = await demo.open()
    const watched = await watch(page)
    await openAllWallets(page)
    const names = await scrolledToEndAllFilled(page)
    expect(names).toContain('After Twin')
    expect(names).not.toContain('Twin Wallet Copy')
    expect(watched.errors).toEqual([])
    await close()
  })

  it('R-SEC-11 a registry that hangs does not delay the first view: installed wallets show at once', async () => {
    await admin().setFault('registry', 'hang')
    try {
      const { page, close } = await demo.open()
      const watched = await watch(page)
      const started = Date.now()
      await connectButton(page).click()
      await modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true }).waitFor()
      // Waiting for the registry would take its client's 10 s timeout.
      expect(Date.now() - started).toBeLessThan(5_000)
      await snap(page, 'hostile-09-registry-hangs')
      expect(watched.errors).toEqual([])
      await close()
    } finally {
      await admin().clearFaults()
    }
  })

  it('R-ACCT-02 R-ACCT-17 a history page of 10,000 transactions: Activity shows at once and renders only the rows in its window', async () => {
    const journey = await demo.open()
    const { page } = journey
    await page.route('**/v1/account/*/history**', async (route) => {
      const response = await route.fetch()
      const data = Array.from({ length: 10_000 }, (_, index) => ({
        id: `0x${index.toString(16).padStart(64, '0')}`,
        metadata: {
          minedAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
          chain: 'eip155:31337',
          operationType: 'receive',
          status: 'confirmed',
          sentFrom: '0x000000000000000000000000000000000000dEaD',
          sentTo: journey.wallet.address,
        },
        transfers: [
          {
            fungible_info: { name: 'Ether', symbol: 'ETH' },
            direction: 'in',
            quantity: { numeric: '0.001' },
          },
        ],
      }))
      await route.fulfill({ response, json: { data, next: null } })
    })
    const watched = await watch(page)
    await connectedFromModal(page, journey.wallet.address)
    await connectButton(page).click()
    const started = Date.now()
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const rows = shownView(page, 'Account').getByTestId('activity-row')
    await rows.first().waitFor()
    // Every row at once took 20 s here.
    expect(Date.now() - started).toBeLessThan(5_000)
    // The window is 376 px tall and a row at least 56 px: its rows and the overscan, no more.
    const bound = Math.ceil(376 / 56) + 2 * 4
    expect(await rows.count()).toBeLessThanOrEqual(bound)
    const window = shownView(page, 'Account').getByTestId('activity-window')
    // The track stands for all 10,000 rows, so the scrollbar tells the truth.
    expect(await window.evaluate((element) => element.scrollHeight)).toBeGreaterThan(10_000 * 56)
    const items = shownView(page, 'Account').getByRole('list', { name: 'Activity' }).getByRole('listitem')
    expect(await items.first().getAttribute('aria-setsize')).toBe('10000')
    // Scrolled to the end, the last transaction shows and the rows rendered stay as few.
    await window.evaluate((element) => {
      element.scrollTop = element.scrollHeight
    })
    await expect.poll(() => items.last().getAttribute('aria-posinset')).toBe('10000')
    await expect
      .poll(() =>
        window.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1),
      )
      .toBe(true)
    expect(await rows.count()).toBeLessThanOrEqual(bound)
    expect(await items.last().isVisible()).toBe(true)
    await snap(page, 'hostile-10-history-10000')
    expect(watched.errors).toEqual([])
  })

  it('R-SEC-11 R-EVM-02 a second provider claiming the test wallet’s rdns is ignored: one row, and connecting asks the real wallet', async () => {
    const { page, context, wallet, close } = await demo.open()
    await addHostileWallet(context, {
      info: { name: 'Sigil Test Wallet', icon: HOSTILE_ICON, rdns: 'dev.sigil.testwallet' },
      answers: { eth_requestAccounts: ['0x000000000000000000000000000000000000dEaD'], eth_chainId: '0x7a69' },
    })
    await page.reload()
    const watched = await watch(page)
    await connectButton(page).click()
    const rows = modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true })
    await rows.first().waitFor()
    expect(await rows.count()).toBe(1)
    await rows.click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    expect(await hostileWalletCalls(page, 'dev.sigil.testwallet')).toEqual([])
    expect(watched.errors).toEqual([])
    await close()
  })

  it('R-SEC-11 announcements with an https icon, a non-image data icon or a 1 MB name are dropped; the others stay usable', async () => {
    const { page, context, wallet, close } = await demo.open()
    const lies = [
      { name: 'Remote Icon', icon: 'http://127.0.0.1:9/icon.png', rdns: 'dev.lie.remote' },
      { name: 'Html Icon', icon: `data:text/html,<script>parent.${PWNED}=1</script>`, rdns: 'dev.lie.html' },
      { name: 'W'.repeat(1024 * 1024), icon: HOSTILE_ICON, rdns: 'dev.lie.name' },
    ]
    for (const info of lies) await addHostileWallet(context, { info })
    await page.reload()
    const watched = await watch(page)
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    const connectors = await page.evaluate(() => {
      const element = document.querySelector('sigil-modal') as unknown as {
        client: { getState(): { connectors: { list: { id: string }[] } } }
      }
      return element.client.getState().connectors.list.map((c) => c.id)
    })
    expect(connectors.filter((id) => id.startsWith('dev.lie'))).toEqual([])
    expect(await watched.ran()).toBe(false)
    expect(watched.errors).toEqual([])
    await close()
  })

  it.each([
    [
      'malformed accounts',
      { eth_requestAccounts: ['not-an-address', 42], eth_chainId: '0x7a69' },
      'Failed to connect',
    ],
    [
      'a non-hex chain id',
      { eth_requestAccounts: ['0x000000000000000000000000000000000000dEaD'], eth_chainId: '0xzz' },
      'Failed to connect',
    ],
  ])(
    'R-SEC-11 R-ERR-12 a wallet answering with %s shows "%s" and the person can pick another wallet',
    async (_label, answers, message) => {
      const { page, context, wallet, close } = await demo.open()
      await addHostileWallet(context, {
        info: { name: 'Liar Wallet', icon: HOSTILE_ICON, rdns: 'dev.liar' },
        answers,
      })
      await page.reload()
      const watched = await watch(page)
      await connectButton(page).click()
      await modal(page).getByRole('button', { name: 'Liar Wallet', exact: true }).click()
      await modal(page).getByRole('heading', { name: message }).waitFor()
      await snap(page, `hostile-05-${message.replace(/\W+/g, '-')}`)
      expect((await clientState(page)).status.eip155).toBe('disconnected')
      // Back to the list, the real wallet connects.
      await modal(page).getByRole('button', { name: /back/i }).click()
      await modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()
      await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
      expect(watched.errors).toEqual([])
      await close()
    },
  )

  it('R-SEC-11 R-NET-05 a wallet on a chain the app does not configure opens UnsupportedChain', async () => {
    const { page, context, close } = await demo.open()
    await addHostileWallet(context, {
      info: { name: 'Far Chain Wallet', icon: HOSTILE_ICON, rdns: 'dev.farchain' },
      answers: { eth_requestAccounts: ['0x000000000000000000000000000000000000dEaD'], eth_chainId: '0x539' },
    })
    await page.reload()
    const watched = await watch(page)
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Far Chain Wallet', exact: true }).click()
    await shownView(page, 'UnsupportedChain').waitFor()
    await snap(page, 'hostile-06-unsupported-chain')
    expect(watched.errors).toEqual([])
    await close()
  })

  it("R-SEC-11 R-ERR-12 a wallet that never answers: closing the modal ends the attempt ('Modal closed'), and the next wallet connects", async () => {
    const { page, context, wallet, close } = await demo.open()
    await addHostileWallet(context, {
      info: { name: 'Silent Wallet', icon: HOSTILE_ICON, rdns: 'dev.silent' },
      hang: ['eth_requestAccounts'],
    })
    await page.reload()
    const watched = await watch(page)
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Silent Wallet', exact: true }).click()
    await modal(page).getByRole('heading', { name: 'Continue in Silent Wallet' }).waitFor()
    expect((await clientState(page)).status.eip155).toBe('connecting')
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await expect.poll(async () => (await clientState(page)).status.eip155).toBe('disconnected')
    expect(await connectButton(page).textContent()).toBe('Connect')
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    expect(watched.errors).toEqual([])
    await close()
  })
})
