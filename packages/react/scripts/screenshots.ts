/**
 * Writes a PNG of every scene of the scene page (each view, and a few states of some) in light
 * and dark at a desktop (1280x800) and a phone (390x844, touch) size to docs/images/views/, the
 * README's Connect pictures to docs/images/, and the gallery page docs/VIEWS.md that shows them
 * all. The browser test e2e/views.test.ts shows the same scenes and checks them.
 * Run: npm run screenshots (or npx tsx packages/react/scripts/screenshots.ts [output folder])
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { SCENES } from './screenshot-page/scenes.js'
import { LOCALES, MODES, showScene, VIEWPORTS } from './screenshot-page/showScene.js'
import { startScenePage } from './screenshot-page/startScenePage.js'

const repository = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')
const docs = join(repository, 'docs')
const output = resolve(process.argv[2] ?? join(docs, 'images/views'))

/** A desktop picture is cut to the card and a margin around it: the page behind says nothing. */
const DESKTOP_MARGIN_PX = 24

async function main() {
  mkdirSync(output, { recursive: true })
  const page = await startScenePage()
  const browser = await chromium.launch({
    executablePath: process.env.SIGIL_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const written: string[] = []
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        hasTouch: viewport.name === 'phone',
        reducedMotion: 'reduce',
      })
      const tab = await context.newPage()
      tab.on('pageerror', (error) => console.error(`page error: ${error.message}`))
      await tab.goto(page.url)
      const scenes = await tab.evaluate(() => window.sigilScenes)
      // Each scene in English in both modes, then in each other locale in light mode.
      const shots = scenes.flatMap((scene) => [
        ...MODES.map((mode) => ({ scene, mode, locale: 'en', tag: mode })),
        ...LOCALES.map((locale) => ({ scene, mode: 'light' as const, locale, tag: `${locale}-light` })),
      ])
      for (const { scene, mode, locale, tag } of shots) {
        await showScene(tab, scene, mode, locale)
        const file = join(output, `${scene}-${tag}-${viewport.name}.png`)
        if (viewport.name === 'desktop') {
          await tab.screenshot({ path: join(output, '.full.png') })
          const card = await tab.locator('sigil-modal .sigil-modal').boundingBox()
          if (!card) throw new Error(`${scene}: no card on screen`)
          const x = Math.max(0, card.x - DESKTOP_MARGIN_PX)
          const y = Math.max(0, card.y - DESKTOP_MARGIN_PX)
          await tab.screenshot({
            path: file,
            clip: {
              x,
              y,
              width: Math.min(viewport.width - x, card.width + 2 * DESKTOP_MARGIN_PX),
              height: Math.min(viewport.height - y, card.height + 2 * DESKTOP_MARGIN_PX),
            },
          })
          if (scene === 'Connect' && locale === 'en')
            copyFileSync(join(output, '.full.png'), join(docs, `images/modal-Connect-${mode}-desktop.png`))
        } else {
          await tab.screenshot({ path: file })
          if (scene === 'Connect' && locale === 'en')
            copyFileSync(file, join(docs, `images/modal-Connect-${mode}-phone.png`))
        }
        written.push(file)
      }
      await context.close()
    }
  } finally {
    rmSync(join(output, '.full.png'), { force: true })
    await browser.close()
    await page.close()
  }
  writeFileSync(join(docs, 'VIEWS.md'), gallery(relative(docs, output)))
  console.log(`${written.length} screenshots written to ${output}; gallery in docs/VIEWS.md`)
}

/** The gallery page: one row per scene, light and dark at both sizes. */
function gallery(folder: string): string {
  const rows = Object.entries(SCENES).map(([name, scene]) => {
    const cell = (mode: string, size: string) =>
      `![${name}, ${mode}, ${size}](${folder}/${name}-${mode}-${size}.png)`
    return `| **${name}**<br>${scene.view} | ${cell('light', 'desktop')} | ${cell('dark', 'desktop')} | ${cell('light', 'phone')} | ${cell('dark', 'phone')} |`
  })
  const localeRows = Object.entries(SCENES).map(([name, scene]) => {
    const cells = LOCALES.flatMap((locale) =>
      (['desktop', 'phone'] as const).map(
        (size) => `![${name}, ${locale}, ${size}](${folder}/${name}-${locale}-light-${size}.png)`,
      ),
    )
    return `| **${name}**<br>${scene.view} | ${cells.join(' | ')} |`
  })
  const localeColumns = LOCALES.flatMap((locale) => [`${locale}, desktop`, `${locale}, phone`])
  return [
    '# Every view of the modal',
    '',
    'Each scene of the scene page (`packages/react/scripts/screenshot-page/`) in light and dark, at',
    '1280x800 (cut to the card) and at 390x844 with touch. Regenerate with `npm run screenshots`;',
    '`e2e/views.test.ts` shows the same scenes and checks focus, Escape, touch targets, cut text, the',
    "card's top edge and axe on each.",
    '',
    '| Scene | Light, desktop | Dark, desktop | Light, phone | Dark, phone |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## In Arabic (right to left) and Japanese',
    '',
    'The same scenes in light mode with `locale` set: Arabic mirrors the modal and keeps addresses,',
    'hashes and amounts left to right; Japanese shows a script with no spaces to wrap at.',
    '',
    `| Scene | ${localeColumns.join(' | ')} |`,
    `| --- | ${localeColumns.map(() => '---').join(' | ')} |`,
    ...localeRows,
    '',
  ].join('\n')
}

await main()
