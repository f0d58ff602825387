import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SCENES } from '../packages/react/scripts/screenshot-page/scenes.js'
import { clientState, connectedFromModal, modal } from './support/journey.js'
import { ROUTED_VIEWS } from './support/routedViews.js'
import { useDemo } from './support/useDemo.js'

/** Opens `view` with `data` through the page's own client, as a host app would. */
async function openView(page: Page, view: string, data: unknown): Promise<void> {
  await page.evaluate(
    async ([name, routeData]) => {
      const element = document.querySelector('sigil-modal') as unknown as {
        client: { open(options: { view: string; data?: unknown }): Promise<void> }
      }
      await element.client.open(routeData === null ? { view: name } : { view: name, data: routeData })
    },
    [view, data ?? null] as const,
  )
}

describe('the demo on its dev server (`npm run dev`)', () => {
  const demo = useDemo()

  it('e2e guard: an uncaught error and an unhandled rejection in the page are recorded, and fail the test unless it expects them', async () => {
    const journey = await demo.open()
    await journey.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('guard probe: thrown')
      })
      void Promise.reject(new Error('guard probe: rejected'))
    })
    await expect.poll(() => journey.pageErrors.length).toBe(2)
    expect(journey.unexpectedPageErrors().sort()).toEqual(['guard probe: rejected', 'guard probe: thrown'])
    journey.expectPageError(/^guard probe: /)
    expect(journey.unexpectedPageErrors()).toEqual([])
  })

  it('R-UI-05 every view of the modal opens in the demo, connected, with the data a host would give it: no view error, words on screen, nothing thrown', async () => {
    const { page, wallet, blockedRequests } = await demo.open()
    const [, chainB] = demo.app.devnet.chains
    await connectedFromModal(page, wallet.address)
    const dataOf: Record<string, unknown> = {
      SwitchNetwork: { caipNetworkId: `eip155:${chainB!.chainId}` },
      SwitchActiveChain: { caipNetworkId: `eip155:${chainB!.chainId}` },
      ConnectingExternal: { connectorId: 'dev.sigil.testwallet' },
    }
    const views = ROUTED_VIEWS
    const opened: string[] = []
    for (const view of views) {
      const scene = Object.values(SCENES).find((candidate) => candidate.view === view)
      await openView(page, view, view in dataOf ? dataOf[view] : scene?.data)
      const shown = modal(page).locator(`.sigil-view[data-phase="in"][data-view="${view}"]`)
      await shown.waitFor()
      // A lazy view shows a spinner while its chunk arrives (the dev server transforms it on first
      // request, seconds on a loaded machine): wait for its own content.
      await expect
        .poll(async () => (await shown.textContent())?.trim().length ?? 0, { message: view, timeout: 20_000 })
        .toBeGreaterThan(0)
      expect(await shown.locator('[data-view-error]').count(), view).toBe(0)
      expect((await clientState(page)).view, view).toBe(view)
      opened.push(view)
    }
    expect(opened.sort()).toEqual([...views].sort())
    expect(blockedRequests).toEqual([])
  })

  it('R-ACCT-06 Receive opens from Account in the demo and draws the QR code of the address', async () => {
    const { page, wallet } = await demo.open()
    await connectedFromModal(page, wallet.address)
    await page.locator('[data-sigil-connect-button]').click()
    await modal(page).getByRole('button', { name: 'Receive' }).click()
    const receive = modal(page).locator('.sigil-view[data-phase="in"][data-view="Receive"]')
    await receive.locator('svg path').first().waitFor()
    expect(await receive.locator('[data-view-error]').count()).toBe(0)
    expect(await receive.textContent()).toContain(wallet.address.slice(0, 6))
  })
})
