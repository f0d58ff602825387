import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newLoopbackContext } from './support/browser.js'
import { type ScenePage, showScene, startScenePage } from './support/viewScenes.js'

type Heights = { from: number; to: number; seen: number[]; heightAnimations: number }

/**
 * From Connect, pushes `view` and reads the card's height on every frame for 600 ms, and
 * whether a height animation ran on the card, as a person would see the card change.
 */
async function heightsGoingTo(page: Page, view: string): Promise<Heights> {
  return page.evaluate(async (target) => {
    type Client = { router: { push(view: string): void; goBack(): void } }
    const element = document.querySelector('sigil-modal') as unknown as { client: Client }
    const root = document.querySelector('sigil-modal')?.shadowRoot
    const card = root?.querySelector<HTMLElement>('.sigil-modal')
    if (!card) throw new Error('no card')
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    // Visit once so the view's chunk is loaded: what is measured is the animation, not a fetch.
    element.client.router.push(target)
    for (let i = 0; i < 40; i++) await frame()
    element.client.router.goBack()
    for (let i = 0; i < 40; i++) await frame()
    const from = card.getBoundingClientRect().height
    const seen: number[] = []
    let heightAnimations = 0
    element.client.router.push(target)
    const end = performance.now() + 600
    while (performance.now() < end) {
      await frame()
      seen.push(Math.round(card.getBoundingClientRect().height * 10) / 10)
      heightAnimations += card
        .getAnimations()
        .filter((animation) =>
          (animation.effect as KeyframeEffect | null)?.getKeyframes().some((k) => 'height' in k),
        ).length
    }
    return { from, to: card.getBoundingClientRect().height, seen, heightAnimations }
  }, view)
}

const between = ({ from, to, seen }: Heights) =>
  [...new Set(seen)].filter((h) => h > Math.min(from, to) + 1 && h < Math.max(from, to) - 1)

describe('the card follows a view change with an animated height, and jumps under reduced motion (issue 21)', () => {
  let browser: Browser
  let scenePage: ScenePage
  beforeAll(async () => {
    ;[browser, scenePage] = await Promise.all([launchBrowser(), startScenePage()])
  })
  afterAll(async () => {
    await browser?.close()
    await scenePage?.close()
  })

  async function measure(reducedMotion: 'reduce' | 'no-preference'): Promise<Heights> {
    const { context, blockedRequests } = await newLoopbackContext(browser, {
      viewport: { width: 1280, height: 800 },
      reducedMotion,
    })
    const page = await context.newPage()
    await page.goto(scenePage.url)
    await showScene(page, 'Connect', 'light')
    const heights = await heightsGoingTo(page, 'SwitchActiveChain')
    expect(blockedRequests).toEqual([])
    await context.close()
    return heights
  }

  it('Connect → a shorter view: the card passes through heights between the two, then rests at the new one', async () => {
    const heights = await measure('no-preference')
    expect(Math.abs(heights.from - heights.to)).toBeGreaterThan(40)
    expect(heights.heightAnimations).toBeGreaterThan(0)
    expect(between(heights).length).toBeGreaterThanOrEqual(3)
    expect(heights.seen.at(-1)).toBeCloseTo(heights.to, 0)
  })

  it('under prefers-reduced-motion: reduce the card takes its new height at once, with no height animation', async () => {
    const heights = await measure('reduce')
    expect(Math.abs(heights.from - heights.to)).toBeGreaterThan(40)
    expect(heights.heightAnimations).toBe(0)
    expect(between(heights)).toEqual([])
  })
})
