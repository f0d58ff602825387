import type { Page } from 'playwright-core'

/** The sizes every scene is pictured at: a desktop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
export const MODES = ['light', 'dark'] as const
export type Viewport = (typeof VIEWPORTS)[number]
export type Mode = (typeof MODES)[number]

/** Shows a scene of the scene page (a fresh client, the view settled) in one theme mode. */
export async function showScene(page: Page, scene: string, mode: Mode): Promise<void> {
  await page.evaluate(
    ([name, theme]) =>
      (window as unknown as { showScene(name: string, mode: Mode): Promise<void> }).showScene(name, theme),
    [scene, mode] as const,
  )
}
