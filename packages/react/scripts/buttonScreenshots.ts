/**
 * Writes PNGs of ConnectButton and NetworkButton in every state (disconnected, connecting,
 * connected, restyled, unstyled), light and dark, at a desktop and a phone width, to
 * packages/react/screenshots/buttons-*.png. Run: npx tsx packages/react/scripts/buttonScreenshots.ts
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { startScenePage } from './screenshot-page/startScenePage.js'

const output = resolve(fileURLToPath(new URL('.', import.meta.url)), '../screenshots')
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]

mkdirSync(output, { recursive: true })
const page = await startScenePage(fileURLToPath(new URL('./button-page/', import.meta.url)))
const browser = await chromium.launch({
  executablePath: process.env.SIGIL_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const tab = await browser.newPage()
  tab.on('pageerror', (error) => console.error(`page error: ${error.message}`))
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.error(message.text())
  })
  await tab.goto(page.url)
  await tab.waitForSelector('body[data-ready]')
  for (const viewport of viewports) {
    await tab.setViewportSize({ width: viewport.width, height: viewport.height })
    await tab.screenshot({ path: join(output, `buttons-${viewport.name}.png`), fullPage: true })
    await tab.keyboard.press('Tab')
    await tab.screenshot({ path: join(output, `buttons-focus-${viewport.name}.png`), fullPage: true })
    await tab.keyboard.press('Shift+Tab')
  }
} finally {
  await browser.close()
  await page.close()
}
console.log(`Screenshots written to ${output}`)
