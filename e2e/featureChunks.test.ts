import { FEATURE_VIEWS } from '@sigil/core'
import { splitChunks } from '@sigil/test/bundle'
import { devnetAdmin } from '@sigil/test/devnet'
import type { Page } from 'playwright-core'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { demoViteConfig } from '../apps/demo/src/server/viteConfig.js'
import { connectButton, connectedFromModal, modal, shownView } from './support/journey.js'
import { ROUTED_VIEWS } from './support/routedViews.js'
import { useDemo } from './support/useDemo.js'

/** The feature views the modal has now (Swap, OnRamp, Send, Receive …), and the button on Account for each. */
const FEATURES = FEATURE_VIEWS.filter((view) => ROUTED_VIEWS.some((routed) => routed === view))
const ACCOUNT_BUTTON: Partial<Record<string, string>> = {
  OnRamp: 'Buy',
  Swap: 'Swap',
  Receive: 'Receive',
  Send: 'Send',
}

/** Which feature a module belongs to: its view folder, or its rules' folder in the core. */
function featureOf(path: string): string | undefined {
  return FEATURES.find(
    (view) => path.includes(`/react/src/views/${view}/`) || path.includes(`/core/src/${view.toLowerCase()}/`),
  )
}

/** The features whose modules the page has fetched since `from` (an index into `requests`). */
const fetchedFeatures = (requests: string[], from = 0) =>
  [...new Set(requests.slice(from).map((url) => featureOf(new URL(url).pathname)))].filter(Boolean).sort()

describe('R-PERF-01 each wallet feature is its own chunk, fetched only when it is first needed', () => {
  it('R-PERF-01 in the built demo, each feature view and its core rules sit in lazy chunks of their own, out of the page start', async () => {
    expect(FEATURES).toEqual(expect.arrayContaining(['Swap', 'OnRamp']))
    const result = await build({
      ...demoViteConfig({ watch: false }),
      logLevel: 'silent',
      build: { write: false, modulePreload: false },
    })
    const { chunks, initial } = splitChunks(result)

    for (const feature of FEATURES) {
      const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => featureOf(id) === feature))
      expect(holding.length, feature).toBeGreaterThan(0)
      for (const chunk of holding) {
        expect(initial.has(chunk.fileName), `${feature} in the page start`).toBe(false)
        const others = new Set(chunk.moduleIds.map(featureOf).filter((other) => other && other !== feature))
        expect([...others], `${chunk.fileName} mixes ${feature} with`).toEqual([])
      }
    }
  })

  describe('in the browser, on the demo', () => {
    const demo = useDemo()

    async function accountWithRequests(accountIndex: number) {
      const journey = await demo.open({ accountIndex })
      const requests: string[] = []
      journey.page.on('request', (request) => requests.push(request.url()))
      await connectedFromModal(journey.page, journey.wallet.address)
      await connectButton(journey.page).click()
      const account = shownView(journey.page, 'Account')
      // Account is settled: its token list has arrived.
      await account.getByTestId('token-row').first().waitFor()
      return { ...journey, requests, account }
    }

    const featureButtons = async (page: Page) =>
      (await shownView(page, 'Account').locator('.sigil-feature').allTextContents()).map((label) =>
        label.trim(),
      )

    it('R-PERF-01 with swaps and onramp off in the project configuration, Account offers neither and no feature chunk or feature call is fetched', async () => {
      const admin = devnetAdmin(demo.app.devnet.urls.admin)
      await admin.setConfig({ features: { swaps: false, onramp: false } })
      try {
        await admin.clearRequests()
        const { page, requests, blockedRequests, close } = await accountWithRequests(6)
        expect(await featureButtons(page)).toEqual(['Receive', 'Send'])
        expect(fetchedFeatures(requests)).toEqual([])
        // Calls to the blockchain service (the page's own module files are not calls).
        const calls = requests
          .filter((url) => url.startsWith(demo.app.devnet.urls.blockchain))
          .map((url) => new URL(url).pathname)
        expect(calls.filter((path) => path.includes('/v1/convert/') || path.includes('/onramp'))).toEqual([])
        expect(blockedRequests).toEqual([])
        await close()
      } finally {
        await admin.setConfig({ features: { swaps: ['1inch'], onramp: ['coinbase'] } })
      }
    })

    it('R-PERF-01 with every feature on, Account fetches none of them; opening each fetches its own chunk and no other', async () => {
      const { page, requests, blockedRequests, close } = await accountWithRequests(7)
      expect(await featureButtons(page)).toEqual(
        ['Buy', 'Swap', 'Receive', 'Send'].filter((label) =>
          FEATURES.some((view) => ACCOUNT_BUTTON[view] === label),
        ),
      )
      expect(fetchedFeatures(requests)).toEqual([])

      const opened: string[] = []
      for (const feature of ['Swap', ...FEATURES.filter((view) => view !== 'Swap')]) {
        const label = ACCOUNT_BUTTON[feature]
        if (!label) continue
        const from = requests.length
        await shownView(page, 'Account').getByRole('button', { name: label, exact: true }).click()
        // The view's chunk has arrived and it has drawn itself (no fallback or loading skeleton left).
        const view = shownView(page, feature)
        await view.waitFor()
        await view.locator('[data-view-fallback], [aria-busy="true"]').first().waitFor({ state: 'detached' })
        expect(fetchedFeatures(requests, from), `opening ${feature}`).toEqual([feature])
        opened.push(feature)
        await modal(page).getByRole('button', { name: 'Back' }).click()
        await shownView(page, 'Account').waitFor()
      }
      expect(opened.sort()).toEqual(FEATURES.filter((view) => ACCOUNT_BUTTON[view]).sort())
      expect(blockedRequests).toEqual([])
      await close()
    })
  })
})
