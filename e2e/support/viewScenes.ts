import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import {
  type ScenePage,
  startScenePage,
} from '../../packages/react/scripts/screenshot-page/startScenePage.js'

export { type ScenePage, startScenePage }

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
export const MODES = ['light', 'dark'] as const
export type Viewport = (typeof VIEWPORTS)[number]
export type Mode = (typeof MODES)[number]

const SCREENSHOTS = new URL('../screenshots/views/', import.meta.url)

/** Shows a scene of the scene page (a fresh client, the view settled) in one theme mode. */
export async function showScene(page: Page, scene: string, mode: Mode): Promise<void> {
  await page.evaluate(
    ([name, theme]) =>
      (window as unknown as { showScene(name: string, mode: Mode): Promise<void> }).showScene(name, theme),
    [scene, mode] as const,
  )
}

/** Saves the page as it is to e2e/screenshots/views/<scene>-<mode>-<viewport>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname })
}
