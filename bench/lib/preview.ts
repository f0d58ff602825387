import { type Browser, chromium, type Page } from 'playwright-core'
import { openSend, openSwap } from '../../e2e/support/accountViews.js'
import { newLoopbackContext } from '../../e2e/support/browser.js'
import { type DemoApp, startDemoApp } from '../../e2e/support/demoApp.js'
import { connectedFromModal, shownView } from '../../e2e/support/journey.js'
import { TestWallet } from '../../e2e/support/testWallet.js'
import { NAME_SHIM, throttleCpu } from './benchPage.js'
import {
  type PreviewFlow,
  type PreviewRun,
  type PreviewVariant,
  previewVerdicts,
  readMeasure,
  summarizeFlow,
} from './previewFigures.js'
import { installPreviewProbe, type PreviewTrigger, type ProbeWindow } from './previewProbe.js'
import type { PreviewResult } from './previewReport.js'
import { CHROME_ARGS } from './runPage.js'

/** The held variant records what the page does this long after the view's paint. */
const HELD_MS = 400

/** The preview panel's own module, which the held variant never answers (the demo serves source). */
const isPreviewModule = (url: URL) => url.pathname.endsWith('/preview/TransactionPreview.tsx')

/** Account → Send, with 0.01 ETH to another devnet account typed in. */
async function openFilledSend(page: Page, receiver: string): Promise<void> {
  const send = await openSend(page)
  await send.getByLabel('Amount', { exact: true }).fill('0.01')
  await send.getByLabel('To', { exact: true }).fill(receiver)
}

/** From Send's review back to its filled form (Edit), ready for Review again. */
async function backToForm(page: Page): Promise<void> {
  const send = shownView(page, 'Send')
  await send.getByRole('button', { name: 'Edit' }).click()
  await send.getByLabel('Amount', { exact: true }).waitFor()
}

type FlowPage = {
  variant: PreviewVariant
  page: Page
  errors: string[]
  blockedRequests: string[]
  close: () => Promise<void>
}

/**
 * A page of the demo with the test wallet connected and the flow's form open. Held: the
 * preview's module is never answered, so the view paints with only the preview's place
 * ("Checking…"), as it would without the preview.
 */
async function openFlowPage(
  browser: Browser,
  app: DemoApp,
  flow: PreviewFlow,
  variant: PreviewVariant,
  cpu: number,
): Promise<FlowPage> {
  const wallet = new TestWallet({
    mnemonic: app.devnet.mnemonic,
    chains: app.devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    // As the swap journeys: an account with ETH and nothing pending.
    ...(flow === 'swap' ? { accountIndex: 5 } : {}),
  })
  const { context, blockedRequests } = await newLoopbackContext(browser, {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  })
  try {
    // The shim first: the wallet's page script and the probe are functions tsx has wrapped.
    await context.addInitScript(NAME_SHIM)
    await wallet.attach(context)
    await context.addInitScript(installPreviewProbe)
    if (variant === 'held') await context.route(isPreviewModule, () => new Promise<void>(() => {}))
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(app.url)
    await connectedFromModal(page, wallet.address)
    const receiver = app.devnet.accounts[2]?.address
    if (!receiver) throw new Error('the devnet has no third account')
    if (flow === 'send') await openFilledSend(page, receiver)
    else await openSwap(page)
    await throttleCpu(page, cpu)
    return { variant, page, errors, blockedRequests, close: () => context.close() }
  } catch (error) {
    await context.close()
    throw error
  }
}

/** The flow's trigger once in the page: the first time cold (the preview's code not loaded yet). */
async function measureOnce(flow: PreviewFlow, at: FlowPage, i: number): Promise<PreviewRun> {
  if (i > 0 && flow === 'send') await backToForm(at.page)
  const trigger: PreviewTrigger = {
    flow,
    // A new amount each time: a new quote, so a new preview.
    ...(flow === 'swap' ? { amount: (0.5 + i / 100).toFixed(2) } : {}),
    ...(at.variant === 'held' ? { heldMs: HELD_MS } : {}),
  }
  const measure = await at.page.evaluate((t) => (window as ProbeWindow).__sigilPreviewMeasure!(t), trigger)
  if (at.errors.length > 0) throw new Error(`the page threw: ${at.errors.join(' | ')}`)
  return readMeasure(measure, { flow, variant: at.variant, warm: i > 0 })
}

const describeRun = (run: PreviewRun) =>
  `${run.variant} ${run.paintMs.toFixed(0)}${run.previewMs === undefined ? '' : `/${run.previewMs.toFixed(0)}`}${run.firstRpcMs === undefined ? '' : ` rpc@${run.firstRpcMs.toFixed(0)}`}${run.firstSimulationMs === undefined ? '' : ` sim@${run.firstSimulationMs.toFixed(0)}`}`

/**
 * Send's review and Swap's quote on the demo on a fresh devnet, each in two pages measured in
 * turn: one with the preview, one with the preview's code held. The trigger (Review clicked; an
 * amount typed) → the view painted with the preview's place → the preview's answer painted; the
 * long tasks before that paint, and when the preview's first RPC request and the calls'
 * simulation left. The first trigger in a page is cold, then `runs` warm ones.
 */
export async function measurePreview(options: {
  chromium: string
  runs: number
  /** CPU throttling rate (1: none). */
  cpu?: number
  log: (text: string) => void
}): Promise<PreviewResult> {
  const app = await startDemoApp()
  const browser = await chromium.launch({ executablePath: options.chromium, args: CHROME_ARGS })
  const runs: PreviewRun[] = []
  const failures: string[] = []
  let external = 0
  try {
    for (const flow of ['send', 'swap'] as const) {
      const pages: FlowPage[] = []
      try {
        for (const variant of ['on', 'held'] as const)
          pages.push(await openFlowPage(browser, app, flow, variant, options.cpu ?? 1))
        for (let i = 0; i <= options.runs; i++) {
          options.log(`  ${flow} ${i === 0 ? 'cold' : `warm ${i}`}: cause → painted/answer ms`)
          for (const at of pages) {
            const run = await measureOnce(flow, at, i)
            runs.push(run)
            options.log(`; ${describeRun(run)}`)
          }
          options.log('\n')
        }
      } catch (error) {
        failures.push(`${flow}: ${String((error as Error).message ?? error).split('\n')[0]}`)
        options.log(` FAILED ${String(error)}\n`)
      } finally {
        for (const at of pages) {
          external += at.blockedRequests.length
          await at.close()
        }
      }
    }
  } finally {
    await browser.close()
    await app.stop()
  }
  const flows = (['send', 'swap'] as const).map((flow) => summarizeFlow(flow, runs))
  return { runs: options.runs, flows, verdicts: previewVerdicts(flows), failures, external }
}
