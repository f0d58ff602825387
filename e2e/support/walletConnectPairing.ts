import jsQR from 'jsqr'
import type { Locator, Page } from 'playwright-core'
import { connectButton, modal, shownView } from './journey.js'

/** Reads the QR code as a phone camera would: from the pixels on screen, not from the DOM. */
export async function decodeQr(code: Locator): Promise<string | undefined> {
  const screenshot = (await code.screenshot()).toString('base64')
  // The browser turns the PNG into pixels; jsQR reads them here, in the test.
  const pixels = await code.page().evaluate(async (png) => {
    const image = new Image()
    image.src = `data:image/png;base64,${png}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    context.drawImage(image, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(data), width, height }
  }, screenshot)
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data
}

/** Opens the modal, picks WalletConnect and returns the pairing URI read from the QR code. */
export async function scanPairing(page: Page): Promise<{ view: Locator; uri: string }> {
  await connectButton(page).click()
  const row = modal(page).getByRole('button', { name: 'WalletConnect', exact: true })
  await row.click()
  const view = shownView(page, 'ConnectingWalletConnect')
  await view.locator('svg.sigil-qr').waitFor()
  const uri = await decodeQr(view.locator('.sigil-qr-frame'))
  if (uri === undefined) throw new Error('the QR code on screen did not decode')
  return { view, uri }
}
