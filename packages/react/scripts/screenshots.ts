/**
 * Writes a PNG of every scene of the scene page (each view, and a few states of some) in
 * light and dark at a desktop and a phone size, to packages/react/screenshots/. The browser
 * test e2e/views.test.ts takes the same pictures and also runs axe; this script is for a
 * quick look without the test runner. Run: npx tsx packages/react/scripts/screenshots.ts
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { MODES, showScene, VIEWPORTS } from './screenshot-page/showScene.js'
import { startScenePage } from './screenshot-page/startScenePage.js'

const output = resolve(fileURLToPath(new URL('.', import.meta.url)), '../screenshots')

async function main() {
  mkdirSync(output, { recursive: true })
  const page = await startScenePage()
  const browser = await chromium.launch({
    executablePath: process.env.SIGIL_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const tab = await browser.newPage()
    tab.on('pageerror', (error) => console.error(`page error: ${error.message}`))
    await tab.goto(page.url)
    const scenes = await tab.evaluate(() => window.sigilScenes)
    for (const viewport of VIEWPORTS) {
      await tab.setViewportSize({ width: viewport.width, height: viewport.height })
      for (const mode of MODES)
        for (const scene of scenes) {
          await showScene(tab, scene, mode)
          await tab.screenshot({ path: join(output, `${scene}-${mode}-${viewport.name}.png`) })
        }
    }
  } finally {
    await browser.close()
    await page.close()
  }
  console.log(`Screenshots written to ${output}`)
}

await main()
