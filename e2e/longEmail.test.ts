import { describe, expect, it } from 'vitest'
import { sendCode } from './support/embeddedLogin.js'
import { useDemo } from './support/useDemo.js'

describe('a long email stays readable', () => {
  const demo = useDemo()

  it('R-UI-18 a shortened email shows whole on hover and on keyboard focus, and screen readers read it whole', async () => {
    const { page } = await demo.open()
    const email = `someone.with.a.long.name.${Date.now()}@example.com`
    expect(email.length).toBeGreaterThan(30)
    const short = `${email.slice(0, -3)}…`
    const view = await sendCode(page, email)
    const shown = view.getByTestId('email')
    await shown.waitFor()
    const width = async (text: string) =>
      (await view.getByText(text, { exact: true }).boundingBox())?.width ?? 0

    // At rest the card shows the short form (spec §5).
    expect(await width(short)).toBeGreaterThan(100)
    // Screen readers get the whole address, never the cut one.
    const read = await shown.ariaSnapshot()
    expect(read).toContain(email)
    expect(read).not.toContain('…')

    // A pointer over it shows the whole address.
    await shown.hover()
    expect(await width(email)).toBeGreaterThan(100)
    await page.mouse.move(0, 0)
    expect(await width(email)).toBeLessThan(2)

    // So does the keyboard: Tab reaches it and the whole address shows while it has focus.
    let reached = false
    for (let presses = 0; presses < 12 && !reached; presses++) {
      await page.keyboard.press('Tab')
      reached = await shown.evaluate((element) => {
        const active = (element.getRootNode() as ShadowRoot).activeElement
        return active !== null && element.contains(active)
      })
    }
    expect(reached).toBe(true)
    expect(await width(email)).toBeGreaterThan(100)
  })
})
