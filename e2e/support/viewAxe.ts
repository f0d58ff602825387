import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** The rule sets axe runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const

export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] }
export type AxeReport = {
  /** Serious and critical violations. */
  violations: AxeFinding[]
  /** How many checked nodes lay inside a shadow root (their target is a selector path). */
  shadowNodesChecked: number
}

const axeSource = (): string => (createRequire(import.meta.url)('axe-core') as { source: string }).source

/** Puts axe-core into the page once; it stays across the scenes of a page. */
export async function injectAxe(page: Page): Promise<void> {
  await page.addScriptTag({ content: axeSource() })
}

/**
 * Runs axe on `<sigil-modal>` and everything in its open shadow root (axe walks open shadow
 * roots; a node inside one is targeted by a selector path from the host). The rest of the
 * page is the host app's, not ours.
 */
export async function runAxe(page: Page): Promise<AxeReport> {
  return page.evaluate(
    async (tags) => {
      type Node = { target: unknown[]; html: string }
      type Result = { id: string; impact?: string | null; help: string; nodes: Node[] }
      type Axe = {
        run(context: unknown, options: unknown): Promise<{ violations: Result[]; passes: Result[] }>
      }
      const axe = (window as unknown as { axe: Axe }).axe
      const host = document.querySelector('sigil-modal')
      if (!host) throw new Error('no <sigil-modal> on the page')
      const results = await axe.run(host, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      const targetText = (target: unknown[]) => target.map((part) => JSON.stringify(part)).join(' >> ')
      const inShadow = (node: Node) => node.target.some((part) => Array.isArray(part))
      return {
        violations: results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact ?? '',
            help: violation.help,
            targets: violation.nodes.map((node) => targetText(node.target)),
          })),
        shadowNodesChecked: [...results.passes, ...results.violations]
          .flatMap((result) => result.nodes)
          .filter(inShadow).length,
      }
    },
    AXE_TAGS as unknown as string[],
  )
}
