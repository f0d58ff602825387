import type { Page } from 'playwright-core'

/** The sizes every scene is pictured at: a desktop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
export const MODES = ['light', 'dark'] as const
/** The languages every scene is also pictured in (light mode): one right to left, one with its own script. */
export const LOCALES = ['ar', 'ja'] as const
export type Viewport = (typeof VIEWPORTS)[number]
export type Mode = (typeof MODES)[number]

/** Shows a scene of the scene page (a fresh client, the view settled) in one theme mode and locale (English unless given). */
export async function showScene(page: Page, scene: string, mode: Mode, locale = 'en'): Promise<void> {
  await page.evaluate(
    ([name, theme, language]) =>
      (window as unknown as { showScene(name: string, mode: Mode, locale: string): Promise<void> }).showScene(
        name,
        theme,
        language,
      ),
    [scene, mode, locale] as const,
  )
}
