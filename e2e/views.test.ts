import { VIEWS } from '@sigil/core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCENES } from '../packages/react/scripts/screenshot-page/scenes.js'
import { launchBrowser, newLoopbackContext } from './support/browser.js'
import { connectButton, connectedFromModal, modal, shownView } from './support/journey.js'
import { ROUTED_VIEWS } from './support/routedViews.js'
import { useDemo } from './support/useDemo.js'
import { readHeldAssets } from './support/viewAccountReads.js'
import { type AxeFinding, injectAxe, runAxe } from './support/viewAxe.js'
import { clippedText, focusInDialog, smallTargets } from './support/viewChecks.js'
import {
  MODES,
  type ScenePage,
  saveScreenshot,
  showScene,
  startScenePage,
  VIEWPORTS,
  type Viewport,
} from './support/viewScenes.js'

type Tab = { viewport: Viewport; context: BrowserContext; page: Page; blockedRequests: string[] }

describe('every view of the modal in Chromium, light and dark, desktop and phone', () => {
  let browser: Browser
  let scenePage: ScenePage
  let tabs: Tab[] = []
  const pageErrors: string[] = []

  beforeAll(async () => {
    ;[browser, scenePage] = await Promise.all([launchBrowser(), startScenePage()])
    // One page per size, reused for every scene; the two sizes run side by side.
    tabs = await Promise.all(
      VIEWPORTS.map(async (viewport) => {
        const { context, blockedRequests } = await newLoopbackContext(browser, {
          viewport,
          hasTouch: viewport.name === 'phone',
          // Durations are 0 ms, so each scene settles at once; the settled frames are the same.
          reducedMotion: 'reduce',
        })
        const page = await context.newPage()
        page.on('pageerror', (error) => pageErrors.push(`${viewport.name}: ${error.message}`))
        await page.goto(scenePage.url)
        await injectAxe(page)
        return { viewport, context, page, blockedRequests }
      }),
    )
  })
  afterAll(async () => {
    for (const tab of tabs) await tab.context.close()
    await browser?.close()
    await scenePage?.close()
  })

  it('R-UI-05 the scenes cover exactly the views the modal has (the router views and the feature views registered), each under its own name', () => {
    const sceneViews = new Set(Object.values(SCENES).map((scene) => scene.view))
    const modalViews = ROUTED_VIEWS
    for (const view of VIEWS) expect(modalViews).toContain(view)
    expect([...sceneViews].sort()).toEqual([...modalViews].sort())
    for (const view of modalViews) expect(SCENES[view]?.view).toBe(view)
  })

  /** Shows the scene in both modes on one page: a screenshot, the view's own checks, and axe. */
  async function checkScene(tab: Tab, scene: string): Promise<(AxeFinding & { where: string })[]> {
    const findings: (AxeFinding & { where: string })[] = []
    for (const mode of MODES) {
      const where = `${scene}-${mode}-${tab.viewport.name}`
      await showScene(tab.page, scene, mode)
      await saveScreenshot(tab.page, where)
      const view = tab.page.locator(`sigil-modal .sigil-view[data-view="${SCENES[scene]?.view}"]`)
      expect(await view.locator('[data-view-error]').count(), where).toBe(0)
      expect((await view.textContent())?.trim().length, where).toBeGreaterThan(0)
      const report = await runAxe(tab.page)
      expect(report.shadowNodesChecked, where).toBeGreaterThan(0)
      findings.push(...report.violations.map((violation) => ({ ...violation, where })))
      expect(await focusInDialog(tab.page), where).toMatchObject({ inside: true })
      expect(await clippedText(tab.page), where).toEqual([])
      if (tab.viewport.name === 'phone') expect(await smallTargets(tab.page), where).toEqual([])
      // The scene was shown anew in the first mode: from its view's arrival to its late content, the card's top stayed.
      const tops = await tab.page.evaluate(
        () => (window as unknown as { sceneCardTops?: { min: number; max: number } }).sceneCardTops,
      )
      if (mode === MODES[0] && tab.viewport.name === 'desktop')
        expect(tops && tops.max - tops.min, where).toBe(0)
    }
    await expectEscapeCloses(tab.page, `${scene}-${tab.viewport.name}`)
    return findings
  }

  /** Escape closes the modal from the view (unless the view forbids closing, as a required sign-in does). */
  async function expectEscapeCloses(page: Page, where: string): Promise<void> {
    type Client = { canClose(): boolean; getState(): { modal: { open: boolean } } }
    const client = () =>
      page.evaluate(() => {
        const element = document.querySelector('sigil-modal') as unknown as { client: Client }
        return { closable: element.client.canClose(), open: element.client.getState().modal.open }
      })
    const before = await client()
    await page.keyboard.press('Escape')
    expect((await client()).open, where).toBe(!before.closable)
  }

  it.each(Object.keys(SCENES))(
    'R-UI-05 %s renders without error in light and dark at 1280x800 and 390x844 (screenshots in e2e/screenshots/views); focus is in the dialog, Escape closes it, no text is cut without a full form, every control is 44x44 px at phone size, the card top stays while late content arrives (issue 21); axe WCAG 2.x A/AA and best practices (color-contrast, button-name, label, label-content-name-mismatch, aria-*, nested-interactive, …) find no serious or critical violation, shadow root included',
    async (scene) => {
      const findings = (await Promise.all(tabs.map((tab) => checkScene(tab, scene)))).flat()
      expect(findings).toEqual([])
      expect(pageErrors).toEqual([])
      expect(tabs.flatMap((tab) => tab.blockedRequests)).toEqual([])
    },
  )
})

describe("the demo's Account on the devnet, with no data source wired by the app", () => {
  const demo = useDemo()

  it('R-ACCT-02 R-UI-06 R-UI-22 R-ACCT-20: Tokens lists the ERC-20 to 3 decimals with its value, NFTs the ones held (the spam one left out), Activity the transfers, all from config.services', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const held = await readHeldAssets(chain.rpcUrl, wallet.address, demo.app.devnet.contracts[chain.chainId]!)
    expect(held.collectible.held).toBeGreaterThan(0)
    expect(held.spam.held).toBeGreaterThan(0)

    await connectedFromModal(page, wallet.address)
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    const token = account.getByTestId('token-row').filter({ hasText: held.token.name })
    await token.waitFor()
    expect(await token.textContent()).toContain(held.token.quantityText)
    expect(await token.locator('.sigil-list-item__value').textContent()).toMatch(/^\$[\d,]+\.\d{2}$/)
    await saveScreenshot(page, 'demo-Account-tokens-light-desktop')

    await modal(page).getByRole('tab', { name: 'NFTs' }).click()
    const tiles = account.getByTestId('nft-tile')
    await tiles.first().waitFor()
    const names = await tiles.allTextContents()
    expect(names).toHaveLength(held.collectible.held)
    for (const name of names) expect(name).toContain(held.collectible.name)
    expect(names.join(' ')).not.toContain(held.spam.name)
    await saveScreenshot(page, 'demo-Account-nfts-light-desktop')

    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const rows = account.getByTestId('activity-row')
    await rows.first().waitFor()
    const activity = await rows.allTextContents()
    expect(activity.some((row) => row.includes(held.token.quantityText.split(' ')[1]!))).toBe(true)
    expect(activity.some((row) => row.includes(held.spam.name))).toBe(false)
    await saveScreenshot(page, 'demo-Account-activity-light-desktop')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
