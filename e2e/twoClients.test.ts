import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accountPanel, connectedFromModal, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

type Snapshot = { status: Record<string, string>; open: boolean; view: string; address?: string }

/** The state of the client behind a <sigil-modal>, selected by CSS. */
function clientSnapshot(page: Page, selector: string): Promise<Snapshot> {
  return page.evaluate((css) => {
    type State = {
      connection: { status: Record<string, string> }
      modal: { open: boolean }
      router: { view: string }
      accounts: Record<string, { address?: string }>
    }
    const element = document.querySelector(css) as unknown as { client: { getState(): State } }
    const state = element.client.getState()
    return {
      status: state.connection.status,
      open: state.modal.open,
      view: state.router.view,
      ...(state.accounts.eip155?.address ? { address: state.accounts.eip155.address } : {}),
    }
  }, selector)
}

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort())
const FIRST = 'sigil-modal:not(#second-sigil)'
const SECOND = '#second-sigil'

describe('two independent clients on one page', () => {
  const demo = useDemo()

  it('R-SEC-11 connecting the demo’s client leaves a second createSigil client’s state, storage and modal untouched, and the other way round', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const modulePath = `/@fs${fileURLToPath(new URL('./support/secondClient.ts', import.meta.url))}`
    // As a string: the test runner rewrites a dynamic import() written in this file.
    await page.evaluate(`import(${JSON.stringify(modulePath)}).then((module) => module.mountSecondClient())`)
    expect(await page.locator('sigil-modal').count()).toBe(2)
    const secondBefore = await clientSnapshot(page, SECOND)

    await connectedFromModal(page, wallet.address)
    expect(await clientSnapshot(page, FIRST)).toMatchObject({
      status: { eip155: 'connected' },
      address: wallet.address,
    })
    expect(await clientSnapshot(page, SECOND)).toEqual(secondBefore)
    expect(secondBefore).toMatchObject({ status: { eip155: 'disconnected' }, open: false })
    expect((await storageKeys(page)).filter((key) => key.startsWith('sigil-second'))).toEqual([])

    // The second client's modal opens on its own element, on Connect; the first stays closed.
    await page.evaluate(() =>
      (window as unknown as { __secondClient: { open(): void } }).__secondClient.open(),
    )
    const secondDialog = page.locator(SECOND).getByRole('dialog')
    await secondDialog.getByRole('button', { name: 'Sigil Test Wallet', exact: true }).waitFor()
    expect(await page.locator(FIRST).getByRole('dialog').count()).toBe(0)
    await snap(page, 'two-clients-01-second-open')
    await secondDialog.getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()
    await expect.poll(async () => (await clientSnapshot(page, SECOND)).status.eip155).toBe('connected')
    expect(await clientSnapshot(page, FIRST)).toMatchObject({ status: { eip155: 'connected' }, open: false })

    // Disconnecting the second leaves the first connected, with its stored connection.
    await page.evaluate(() =>
      (window as unknown as { __secondClient: { disconnect(): Promise<void> } }).__secondClient.disconnect(),
    )
    expect((await clientSnapshot(page, SECOND)).status.eip155).toBe('disconnected')
    expect((await clientSnapshot(page, FIRST)).status.eip155).toBe('connected')
    expect(await accountPanel(page).getByTestId('account-address').textContent()).toBe(wallet.address)
    expect((await storageKeys(page)).filter((key) => key.startsWith('sigil-demo:connection'))).not.toEqual([])
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })
})
