import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { watchErrors } from './support/embeddedLogin.js'
import { accountPanel, clientState, connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('Farcaster sign-in by QR code, against devnet’s stand-in Farcaster app', () => {
  const demo = useDemo()

  it('R-EMBED-03 R-EMBED-11 ConnectingFarcaster shows the fetched URL as a QR code; approving it connects', async () => {
    const { page, context, close } = await demo.open()
    const errors = watchErrors(page)
    await connectButton(page).click()
    await shownView(page, 'Connect').getByRole('button', { name: 'Continue with Google' }).waitFor()
    await shownView(page, 'Connect').getByRole('button', { name: 'Continue with Farcaster' }).click()
    const view = shownView(page, 'ConnectingFarcaster')
    const qr = view.getByRole('img', { name: 'QR code to sign in with Farcaster' })
    await qr.waitFor()
    const link = await view.getByTestId('farcaster-link').getAttribute('href')
    expect(link).toMatch(
      new RegExp(`^${new URL(demo.app.devnet.urls.embeddedWallet).origin}/farcaster/[0-9a-f]+$`),
    )
    // What a phone's camera reads from the code is that same URL.
    const pixels = await qr.evaluate(async (svg) => {
      const image = new Image()
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context2d = canvas.getContext('2d')!
      context2d.drawImage(image, 0, 0)
      const data = context2d.getImageData(0, 0, canvas.width, canvas.height)
      return { width: data.width, height: data.height, data: Array.from(data.data) }
    })
    expect(jsQR(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height)?.data).toBe(link)
    await snap(page, 'embedded-40-farcaster-qr')

    // The phone opens it and approves.
    const phone = await context.newPage()
    await phone.goto(link!)
    await phone.getByRole('button', { name: 'Approve' }).click()
    await phone.getByText('Approved. Go back to the app.').waitFor()
    await modal(page).waitFor({ state: 'detached' })
    await accountPanel(page).getByTestId('account-address').waitFor()
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'connected' } })
    expect(errors).toEqual([])
    await close()
  })
})
