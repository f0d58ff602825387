import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  accountPanel,
  clientReady,
  connectButton,
  connectFromModal,
  modal,
  shownView,
  snap,
} from './support/journey.js'
import { SolanaTestWallet } from './support/solanaTestWallet.js'
import { useDemo } from './support/useDemo.js'

const networkPanelButton = (page: Page, name: RegExp) =>
  page.locator('[data-panel="network"]').getByRole('button', { name })

describe('where no preview can run, Send says so (R-ACCT-32)', () => {
  const demo = useDemo()

  it('R-ACCT-32 on Solana, Send’s review says a preview is not available there and leaves Send on; on a phone too', async () => {
    const { page, blockedRequests, close } = await demo.open(
      {},
      { viewport: { width: 390, height: 844 }, hasTouch: true },
    )
    const [payer, receiver] = demo.app.devnet.solanaKeys
    const wallet = new SolanaTestWallet({ secretKey: payer!.secretKey })
    await wallet.attach(page.context())
    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)

    await networkPanelButton(page, /^Solana Devnet/).click()
    await connectFromModal(page, wallet.name)
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    await modal(page).waitFor({ state: 'detached' })

    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
    const send = shownView(page, 'Send')
    await send.getByRole('button', { name: 'Token SOL Solana' }).waitFor()
    await send.getByLabel('Amount', { exact: true }).fill('0.5')
    await send.getByLabel('To', { exact: true }).fill(receiver!.address)
    await send.locator('button[type="submit"]').click()

    const unavailable = send.getByTestId('preview-unavailable')
    await unavailable.waitFor()
    expect(await unavailable.textContent()).toBe(
      'A preview is not available on Solana Devnet. Check the details in your wallet before you approve.',
    )
    expect(await send.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true)
    await snap(page, 'preview-30-solana-unavailable-phone')
    // Nothing was signed: the review waits for the person.
    expect(wallet.calls.filter((call) => call.method === 'signTransaction')).toHaveLength(0)
    expect(blockedRequests).toEqual([])
    await close()
  })
})
