import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { promisify } from 'node:util'
import { type Devnet, startDevnet } from '@sigil/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newLoopbackContext } from './support/browser.js'
import { connectButton, modal, truncatedAddress } from './support/journey.js'
import { type ReloadRecord, recordReload, reloadRecord } from './support/reloadRecord.js'
import { TestWallet } from './support/testWallet.js'

// Each example is built as an app developer builds it (`vite build`, production), pointed at
// this test's devnet, served as static files, and driven through its connect journey.
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = join(dir, normalize(path === '/' ? 'index.html' : path).replace(/^(\.\.[/\\])+/, ''))
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        response.end(body)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

async function buildExample(name: string, devnet: Devnet, outDir: string): Promise<void> {
  const { build } = await import('vite')
  const root = join(process.cwd(), 'examples', name)
  process.env.VITE_SIGIL_DEVNET = devnet.urls.registry.replace(/\/registry$/, '')
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
}

describe('the examples, built and driven in Chromium against the devnet', () => {
  let devnet: Devnet
  let browser: Browser
  const work = mkdtempSync(join(tmpdir(), 'sigil-examples-'))
  const servers: Server[] = []
  const urls: Record<string, string> = {}

  beforeAll(async () => {
    ;[devnet, browser] = await Promise.all([
      startDevnet({ port: 0, log: { level: 'silent' } }),
      launchBrowser(),
    ])
    for (const name of ['vanilla', 'vite-react', 'wagmi']) {
      await buildExample(name, devnet, join(work, name))
      const { url, server } = await serve(join(work, name))
      servers.push(server)
      urls[name] = url
    }
  })

  afterAll(async () => {
    delete process.env.VITE_SIGIL_DEVNET
    await browser?.close()
    for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()))
    await devnet?.stop()
    rmSync(work, { recursive: true, force: true })
  })

  async function open(name: string, walletOptions: { arrivesLate?: boolean } = {}) {
    const chain = devnet.chains[0]
    if (!chain) throw new Error('the devnet has no chain')
    const wallet = new TestWallet({
      mnemonic: devnet.mnemonic,
      chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      ...walletOptions,
    })
    const { context, blockedRequests } = await newLoopbackContext(browser, {
      viewport: { width: 1200, height: 820 },
    })
    await wallet.attach(context)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
    })
    await page.goto(urls[name] ?? '')
    return { page, wallet, problems, blockedRequests, close: () => context.close() }
  }

  const pickWallet = (page: Page) =>
    modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()

  /** Connects the test wallet from the page's ConnectButton and waits for its address and the modal to go. */
  async function connectFromButton(page: Page, address: string) {
    await connectButton(page).click()
    await pickWallet(page)
    await connectButton(page)
      .filter({ hasText: truncatedAddress(address) })
      .waitFor()
    await modal(page).waitFor({ state: 'detached' })
  }

  it('vanilla: no React on the page; its own button calls sigil.open() and the custom element connects the wallet', async () => {
    const { page, wallet, problems, blockedRequests, close } = await open('vanilla')
    expect(await page.evaluate(() => customElements.get('sigil-modal') !== undefined)).toBe(true)
    await page.getByRole('button', { name: 'Connect a wallet' }).click()
    await pickWallet(page)
    await page.getByText(`Connected: ${wallet.address}`).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Account' }).count()).toBe(1)
    expect(problems).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it("vite-react: the README's example connects from ConnectButton and shows the account", async () => {
    const { page, wallet, problems, blockedRequests, close } = await open('vite-react')
    await connectFromButton(page, wallet.address)
    expect(problems).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it("R-EVM-02 wagmi: an app on wagmi 2 connects from Sigil's button; its own wagmi hooks see the account and sign", async () => {
    const { page, wallet, problems, blockedRequests, close } = await open('wagmi')
    // Sigil's WalletConnect connector is in the app's wagmi config, beside wagmi's own.
    await page.getByText(/^wagmi connectors: .*\bWalletConnect\b/).waitFor()
    await connectFromButton(page, wallet.address)
    await page.getByText(`wagmi: ${wallet.address} on Devnet A`).waitFor()
    await page.getByRole('button', { name: 'Sign a message with wagmi' }).click()
    await page.getByText(/^Signature: 0x[0-9a-f]{130}$/).waitFor()
    expect(problems).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  /**
   * Connects the wallet, an extension whose script runs late on every load (it announces itself
   * when the test says), then reloads and lets it arrive only once the page, Sigil's adapter
   * included, has asked for wallets `requests` times: Sigil's restore has begun without it. The
   * remembered address shows beside the spinner from the first paint, the account comes back
   * without a prompt, and "Connect" must never show.
   */
  async function reloadWithLateWallet(name: string, requests: number) {
    const journey = await open(name, { arrivesLate: true })
    const { page, wallet } = journey
    await wallet.arrive(page)
    await connectFromButton(page, wallet.address)

    await page.addInitScript(recordReload)
    const mark = wallet.calls.length
    await page.reload()
    await page.waitForFunction(
      (count) => (window as unknown as { __reload: ReloadRecord }).__reload.requested.length >= count,
      requests,
    )
    // The account it remembers, beside the spinner, while the wallet is not there to answer.
    expect(await connectButton(page).textContent()).toBe(truncatedAddress(wallet.address))
    expect(await connectButton(page).getAttribute('data-state')).toBe('connecting')
    await wallet.arrive(page)
    await connectButton(page)
      .and(page.locator('[data-state="connected"]'))
      .filter({ hasText: truncatedAddress(wallet.address) })
      .waitFor()
    const record = await reloadRecord(page)
    expect(record.texts[0]).toBe(truncatedAddress(wallet.address))
    expect(record.texts.filter((text) => /\bConnect\b/.test(text))).toEqual([])
    const methods = wallet.calls.slice(mark).map((call) => call.method)
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
    return journey
  }

  it('R-STATE-19 R-EVM-12 vite-react: a remembered wallet whose extension announces late is reconnected on reload; its address from the first paint, never Connect', async () => {
    // Sigil's adapter is the page's only one to ask for wallets.
    const { problems, blockedRequests, close } = await reloadWithLateWallet('vite-react', 1)
    expect(problems).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-STATE-19 R-EVM-12 wagmi: a remembered wallet whose extension announces late is reconnected on reload in Sigil and in wagmi; its address from the first paint, never Connect', async () => {
    // wagmi's EIP-6963 store asks first (and its reconnect on mount finds nothing), then Sigil's bridge.
    const { page, wallet, problems, blockedRequests, close } = await reloadWithLateWallet('wagmi', 2)
    await page.getByText(`wagmi: ${wallet.address} on Devnet A`).waitFor()
    expect(problems).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })
})

const run = promisify(execFile)
const nextEnv = (devnet: Devnet) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_SIGIL_DEVNET: devnet.urls.registry.replace(/\/registry$/, ''),
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('the Next.js example (App Router, server-rendered page, ConnectButton in a client component)', () => {
  let devnet: Devnet
  let browser: Browser
  let next: ChildProcess | undefined
  let url = ''
  const root = join(process.cwd(), 'examples', 'nextjs')

  beforeAll(async () => {
    ;[devnet, browser] = await Promise.all([
      startDevnet({ port: 0, log: { level: 'silent' } }),
      launchBrowser(),
    ])
    // Next takes the packages as an app would: their built dist/, not their source.
    await run('npm', ['run', 'build', '-w', 'packages/core', '-w', 'packages/evm', '-w', 'packages/react'])
    await run(join(process.cwd(), 'node_modules/.bin/next'), ['build'], { cwd: root, env: nextEnv(devnet) })
    const port = await freePort()
    next = spawn(
      join(process.cwd(), 'node_modules/.bin/next'),
      ['start', '-p', String(port), '-H', '127.0.0.1'],
      {
        cwd: root,
        env: nextEnv(devnet),
        stdio: 'ignore',
      },
    )
    url = `http://127.0.0.1:${port}/`
    for (let attempt = 0; ; attempt++) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) break
      if (attempt > 300 || next.exitCode !== null) throw new Error('next start did not answer')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, 900_000)

  afterAll(async () => {
    next?.kill('SIGTERM')
    await browser?.close()
    await devnet?.stop()
  })

  it('renders the page and the Connect button on the server, hydrates with no warning, and connects', async () => {
    const html = await (await fetch(url)).text()
    expect(html).toContain('Sigil with Next.js')
    expect(html).toMatch(/<button[^>]*data-sigil-connect-button[^>]*>Connect<\/button>/)

    const wallet = new TestWallet({
      mnemonic: devnet.mnemonic,
      chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    })
    const { context, blockedRequests } = await newLoopbackContext(browser, {
      viewport: { width: 1200, height: 820 },
    })
    await wallet.attach(context)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text()))
        problems.push(`${message.type()}: ${message.text()}`)
    })
    await page.goto(url)
    await page.waitForFunction(() => customElements.get('sigil-modal') !== undefined)
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()
    await connectButton(page)
      .filter({ hasText: truncatedAddress(wallet.address) })
      .waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    expect(blockedRequests).toEqual([])
    await context.close()
  })
})
