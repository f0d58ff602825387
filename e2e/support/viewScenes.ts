import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import {
  type ScenePage,
  startScenePage,
} from '../../packages/react/scripts/screenshot-page/startScenePage.js'

export {
  MODES,
  type Mode,
  showScene,
  VIEWPORTS,
  type Viewport,
} from '../../packages/react/scripts/screenshot-page/showScene.js'
export { type ScenePage, startScenePage }

const SCREENSHOTS = new URL('../screenshots/views/', import.meta.url)

/** Saves the page as it is to e2e/screenshots/views/<scene>-<mode>-<viewport>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname })
}
