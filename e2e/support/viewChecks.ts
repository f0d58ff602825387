import type { Page } from 'playwright-core'

/** The smallest hit area a finger needs, in CSS px (WCAG 2.5.5 and the platforms' guides). */
export const MIN_TARGET_PX = 44

export type SmallTarget = { name: string; width: number; height: number }
export type ClippedText = { text: string; tag: string }

/**
 * Interactive elements of the shown modal whose hit area is under 44x44 CSS px. A link inside
 * a sentence is exempt (WCAG 2.5.8); so is a control scrolled out of its list's view.
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const root = document.querySelector('sigil-modal')?.shadowRoot
    const card = root?.querySelector('.sigil-modal')
    if (!root || !card) return []
    const selector =
      'button,a[href],input:not([type="hidden"]),select,textarea,[role="tab"],[role="button"],[tabindex]:not([tabindex="-1"])'
    const found: { name: string; width: number; height: number }[] = []
    for (const element of card.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[hidden],[inert],[aria-hidden="true"]')) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      if (element.tagName === 'A' && style.display === 'inline') continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      // A pseudo-element may widen the hit area beyond the visible shape.
      const hit = { width: box.width, height: box.height }
      for (const pseudo of ['::before', '::after']) {
        const extra = getComputedStyle(element, pseudo)
        if (extra.content === 'none' || extra.position !== 'absolute') continue
        hit.width = Math.max(hit.width, Number.parseFloat(extra.width) || 0)
        hit.height = Math.max(hit.height, Number.parseFloat(extra.height) || 0)
      }
      if (hit.width + 0.5 < min || hit.height + 0.5 < min) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName
        found.push({ name: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`, ...hit })
      }
    }
    return found
  }, MIN_TARGET_PX)
}

/**
 * Text of the shown modal cut off by its box (an ellipsis, a hidden overflow) with no full form a
 * person or a screen reader can reach: a title, an aria-label or aria-description on it or an
 * ancestor that holds the whole text.
 */
export function clippedText(page: Page): Promise<ClippedText[]> {
  return page.evaluate(() => {
    const root = document.querySelector('sigil-modal')?.shadowRoot
    const card = root?.querySelector('.sigil-modal')
    if (!root || !card) return []
    const found: { text: string; tag: string }[] = []
    for (const element of card.querySelectorAll<HTMLElement>('*')) {
      if (element.children.length > 0 || !element.textContent?.trim()) continue
      if (element.closest('.sigil-visually-hidden,[hidden]')) continue
      const style = getComputedStyle(element)
      if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue
      if (element.scrollWidth <= element.clientWidth + 1) continue
      const text = element.textContent.trim()
      let full = false
      for (let node: HTMLElement | null = element; node && node !== card; node = node.parentElement) {
        const described = [node.title, node.getAttribute('aria-label'), node.getAttribute('aria-description')]
        if (described.some((value) => value?.includes(text))) full = true
      }
      if (!full) found.push({ text, tag: element.tagName.toLowerCase() })
    }
    return found
  })
}

/** Whether focus is on the dialog or inside it (looking through the modal's shadow root). */
export function focusInDialog(page: Page): Promise<{ inside: boolean; where: string }> {
  return page.evaluate(() => {
    const host = document.querySelector('sigil-modal')
    const root = host?.shadowRoot
    const card = root?.querySelector('.sigil-modal')
    const active = root?.activeElement
    const where =
      document.activeElement === host && active
        ? `${active.tagName.toLowerCase()}${active.className ? `.${String(active.className).split(' ')[0]}` : ''}`
        : (document.activeElement?.tagName.toLowerCase() ?? 'nothing')
    return { inside: !!card && !!active && (active === card || card.contains(active)), where }
  })
}

/** The card's top edge, in CSS px from the viewport's top. */
export function cardTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const card = document.querySelector('sigil-modal')?.shadowRoot?.querySelector('.sigil-modal')
    if (!card) throw new Error('no modal card')
    return card.getBoundingClientRect().top
  })
}

/** The focused element's accessible name, looking into the modal's shadow root. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.querySelector('sigil-modal')?.shadowRoot?.activeElement
    if (!(active instanceof HTMLElement)) return ''
    return (active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim()
  })
}

/**
 * Starts recording the card's top edge on every frame (once per page); `resetCardTops` starts a
 * new record, `cardTopSpread` says how far the top moved since.
 */
export async function watchCardTops(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { sigilCardTops?: number[] }
    if (record.sigilCardTops) return
    record.sigilCardTops = []
    const sample = () => {
      const card = document.querySelector('sigil-modal')?.shadowRoot?.querySelector('.sigil-modal')
      if (card) record.sigilCardTops?.push(card.getBoundingClientRect().top)
      requestAnimationFrame(sample)
    }
    sample()
  })
}

/** Waits until the card's own opening movement (its rise) is over: that is not late content. */
export async function cardRisen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const card = document.querySelector('sigil-modal')?.shadowRoot?.querySelector('.sigil-modal')
    if (!card) return false
    return !card
      .getAnimations()
      .some(
        (animation) =>
          (animation as CSSAnimation).animationName === 'sigil-rise' && animation.playState === 'running',
      )
  })
}

export function resetCardTops(page: Page): Promise<void> {
  return page.evaluate(() => {
    ;(window as unknown as { sigilCardTops: number[] }).sigilCardTops.length = 0
  })
}

export function cardTopSpread(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tops = (window as unknown as { sigilCardTops: number[] }).sigilCardTops
    return tops.length === 0 ? 0 : Math.max(...tops) - Math.min(...tops)
  })
}

/** Waits until the shown view has no skeleton, spinner fallback or busy part left and nothing moves. */
export async function settledView(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('sigil-modal')?.shadowRoot
      if (!root) return false
      const view = root.querySelector('.sigil-view[data-phase="in"]')
      if (!view || view.querySelector('[data-view-fallback],[aria-busy="true"],.sigil-skeleton')) return false
      return !root
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        )
    },
    undefined,
    { timeout: 20_000, polling: 'raf' },
  )
}

/**
 * Whether the card says that its body scrolls exactly when it does: `data-more-below` (the faded
 * bottom edge) is on while content lies below the fold, off once the end is in view.
 */
export function scrollHintMatches(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const card = document.querySelector('sigil-modal')?.shadowRoot?.querySelector('.sigil-modal')
    const body = card?.querySelector('.sigil-body')
    if (!card || !body) return false
    const below = body.scrollHeight - body.clientHeight - body.scrollTop > 1
    return card.hasAttribute('data-more-below') === below
  })
}
