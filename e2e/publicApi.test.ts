import { describe, expect, it } from 'vitest'
import { connectButton, connectedFromModal, modal, shownView } from './support/journey.js'
import { ROUTED_VIEWS } from './support/routedViews.js'
import { useDemo } from './support/useDemo.js'

type Refusal = { name?: string; code?: string; message?: string } | 'opened'

/** Values a page could hand open() as its view: object keys, near misses, other types. */
const NOT_VIEWS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'Nope',
  'connect',
  '',
  42,
  null,
  true,
  { view: 'Connect' },
  ['Connect'],
] as const

describe('the public API fails loudly and harmlessly', () => {
  const demo = useDemo()

  it('R-STATE-04 R-UI-05 open({ view }) with a view the modal lacks rejects with INVALID_INPUT, shows nothing, and the modal still opens after', async () => {
    const { page } = await demo.open()
    const outcomes = await page.evaluate(
      async (views) => {
        const element = document.querySelector('sigil-modal') as unknown as {
          client: { open(options: unknown): Promise<void>; close(): void }
        }
        const results: Refusal[] = []
        for (const view of views) {
          const outcome = await element.client.open({ view }).then(
            (): Refusal => 'opened',
            (error: { name?: string; code?: string; message?: string }) => ({
              name: error.name,
              code: error.code,
              message: error.message,
            }),
          )
          results.push(outcome)
          // A frame for React to draw whatever the call left in the router.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
        }
        return results
      },
      NOT_VIEWS as unknown as unknown[],
    )
    for (const outcome of outcomes)
      expect(outcome).toMatchObject({ name: 'SigilError', code: 'INVALID_INPUT' })
    expect(outcomes[0]).toMatchObject({ message: 'Invalid view: "constructor" is not a view of the modal' })
    expect(await modal(page).count()).toBe(0)

    await connectButton(page).click()
    const connect = shownView(page, 'Connect')
    await connect.waitFor()
    await modal(page).getByRole('heading', { name: 'Connect wallet' }).waitFor()
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await modal(page).waitFor({ state: 'detached' })
  })

  it('R-STATE-04 R-UI-06 R-ACCT-02 open({ view: Activity }) is refused while disconnected and, once connected, shows Account on its Activity tab', async () => {
    const journey = await demo.open()
    const { page } = journey
    const openActivity = () =>
      page.evaluate(async () => {
        const element = document.querySelector('sigil-modal') as unknown as {
          client: { open(options: unknown): Promise<void> }
        }
        return element.client.open({ view: 'Activity' }).then(
          (): Refusal => 'opened',
          (error: { name?: string; code?: string; message?: string }) => ({
            name: error.name,
            code: error.code,
            message: error.message,
          }),
        )
      })

    expect(await openActivity()).toEqual({
      name: 'SigilError',
      code: 'INVALID_INPUT',
      message: 'Invalid view: Activity needs a connected wallet; connect one first',
    })
    expect(await modal(page).count()).toBe(0)

    await connectedFromModal(page, journey.wallet.address)
    expect(await openActivity()).toBe('opened')
    const account = shownView(page, 'Account')
    await account.waitFor()
    await modal(page).getByRole('heading', { name: 'Account' }).waitFor()
    await account.getByRole('tab', { name: 'Activity', selected: true }).waitFor()
    await account.getByRole('tabpanel', { name: 'Activity' }).waitFor()
    expect(await modal(page).getByText('This feature is not enabled.').count()).toBe(0)
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await modal(page).waitFor({ state: 'detached' })
  })

  it('R-STATE-04 every view opened with hostile data is titled, throws nothing out of the page, and the modal opens again after', async () => {
    const { page } = await demo.open()
    for (const view of ROUTED_VIEWS) {
      for (const index of [0, 1, 2]) {
        await page.evaluate(
          async ({ view, index }) => {
            const data = [null, 'text', JSON.parse('{"__proto__":{"x":1},"connectorId":{},"wallet":5}')][
              index
            ]
            const element = document.querySelector('sigil-modal') as unknown as {
              client: { open(options: unknown): Promise<void> }
            }
            await element.client.open({ view, data })
          },
          { view, index },
        )
        await shownView(page, view).waitFor()
        const title = await modal(page).locator('h2').first().textContent()
        expect(title?.trim(), `${view} with data ${index}`).not.toBe('')
      }
    }
    await page.evaluate(() => {
      const element = document.querySelector('sigil-modal') as unknown as { client: { close(): void } }
      element.client.close()
    })
    await modal(page).waitFor({ state: 'detached' })
    await connectButton(page).click()
    await shownView(page, 'Connect').waitFor()
  })
})
