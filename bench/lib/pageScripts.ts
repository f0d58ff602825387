// Functions run inside the page (passed to addInitScript / evaluate): each must stay self-contained.

export type BenchMarks = {
  buttonVisible?: number
  armed?: number
  walletsInDom?: number
  walletsVisible?: number
  accountShown?: number
}
export type BenchState = {
  marks: BenchMarks
  clicks: number[]
  walletCount?: number
  armOpen: () => void
  armAccount: (selector: string, pattern: string) => void
  deepCount: () => number
}
export type BenchWindow = Window & { __bench: BenchState }

/** Polls once per animation frame (searching open shadow roots) for the button, then the wallet list. */
export function pageInit({ button, wallets }: { button: string; wallets: string }): void {
  // Init scripts run in every frame too: a frame of the page's (the embedded wallet's) has no
  // button, and polling for one there every frame would be counted as the page's script.
  if (window !== window.top) return
  const marks: BenchMarks = {}
  const deepAll = (selector: string): Element[] => {
    const out: Element[] = []
    const roots: (Document | ShadowRoot)[] = [document]
    while (roots.length) {
      const root = roots.pop() as Document | ShadowRoot
      try {
        for (const e of root.querySelectorAll(selector)) out.push(e)
      } catch {}
      for (const e of root.querySelectorAll('*')) if (e.shadowRoot) roots.push(e.shadowRoot)
    }
    return out
  }
  const visible = (e: Element) => {
    const r = e.getBoundingClientRect()
    if (r.width < 1 || r.height < 1) return false
    if (r.bottom < 0 || r.right < 0 || r.top > innerHeight || r.left > innerWidth) return false
    const s = getComputedStyle(e)
    return s.visibility !== 'hidden' && s.display !== 'none'
  }
  const state: BenchState = {
    marks,
    clicks: [],
    armOpen: () => {
      marks.armed = performance.now()
      const poll = () => {
        const all = deepAll(wallets)
        if (all.length && marks.walletsInDom === undefined) marks.walletsInDom = performance.now()
        const shown = all.filter(visible)
        if (shown.length) {
          marks.walletsVisible = performance.now()
          state.walletCount = shown.length
          return
        }
        if (performance.now() - (marks.armed ?? 0) < 30000) requestAnimationFrame(poll)
      }
      requestAnimationFrame(poll)
    },
    armAccount: (selector, pattern) => {
      const started = performance.now()
      const re = new RegExp(pattern)
      const poll = () => {
        if (deepAll(selector).some((e) => visible(e) && re.test(e.textContent ?? ''))) {
          marks.accountShown = performance.now()
          return
        }
        if (performance.now() - started < 30000) requestAnimationFrame(poll)
      }
      requestAnimationFrame(poll)
    },
    deepCount: () => {
      let n = 0
      const roots: (Document | ShadowRoot)[] = [document]
      while (roots.length) {
        const root = roots.pop() as Document | ShadowRoot
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
        while (walker.nextNode()) {
          n++
          const node = walker.currentNode
          if (node instanceof Element && node.shadowRoot) roots.push(node.shadowRoot)
        }
      }
      return n
    },
  }
  ;(window as unknown as BenchWindow).__bench = state
  const pollButton = () => {
    if (deepAll(button).some(visible)) {
      marks.buttonVisible = performance.now()
      return
    }
    requestAnimationFrame(pollButton)
  }
  requestAnimationFrame(pollButton)
  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) state.clicks.push(event.timeStamp)
    },
    true,
  )
}

/**
 * A TestWallet-like EIP-1193 provider announced over EIP-6963 that answers every request at once
 * in the page (no round trip to the test process), so click → account shown is Sigil's own cost.
 */
export function installBenchWallet({
  address,
  name,
  remember = false,
}: {
  address: string
  name: string
  /**
   * Remember the site's permission across reloads, as an extension does (kept in the page's
   * storage under `bench-wallet:authorized`), and announce late when `bench-wallet:announce-after-load-ms`
   * names a delay after the load event (as an extension whose script runs late does).
   */
  remember?: boolean
}): void {
  type Listener = (payload: unknown) => void
  const listeners = new Map<string, Set<Listener>>()
  let chainId = '0x1'
  // Like a real wallet, it shows no accounts to a site it has not been asked to connect to, so a
  // library that reconnects on load (wagmi's WagmiProvider) finds nothing in a fresh profile.
  let authorized = remember && localStorage.getItem('bench-wallet:authorized') === '1'
  const authorize = () => {
    authorized = true
    if (remember) localStorage.setItem('bench-wallet:authorized', '1')
    return [address]
  }
  const answers: Record<string, (params: unknown) => unknown> = {
    eth_requestAccounts: authorize,
    eth_accounts: () => (authorized ? [address] : []),
    eth_chainId: () => chainId,
    net_version: () => String(Number.parseInt(chainId, 16)),
    eth_getBalance: () => '0xde0b6b3a7640000',
    eth_blockNumber: () => '0x1',
    wallet_getCapabilities: () => ({}),
    wallet_requestPermissions: () => {
      authorize()
      return [{ parentCapability: 'eth_accounts' }]
    },
    wallet_getPermissions: () => (authorized ? [{ parentCapability: 'eth_accounts' }] : []),
    wallet_revokePermissions: () => {
      authorized = false
      if (remember) localStorage.removeItem('bench-wallet:authorized')
      return null
    },
    wallet_switchEthereumChain: (params) => {
      const next = (params as [{ chainId: string }] | undefined)?.[0]?.chainId
      if (next) chainId = next
      for (const l of listeners.get('chainChanged') ?? []) l(chainId)
      return null
    },
    wallet_addEthereumChain: () => null,
  }
  const provider = {
    isBenchWallet: true,
    async request(args: { method: string; params?: unknown }) {
      const answer = answers[args.method]
      if (!answer) throw Object.assign(new Error(`bench wallet: ${args.method} unsupported`), { code: 4200 })
      return answer(args.params)
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const icon =
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiM1NTUiLz48L3N2Zz4='
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: '6a1c1f7e-0b0e-4c6b-9d0b-000000000001',
      name,
      icon,
      rdns: 'dev.sigil.benchwallet',
    }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  const start = () => {
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
  const late = remember ? Number(localStorage.getItem('bench-wallet:announce-after-load-ms') ?? '') : 0
  if (late > 0) window.addEventListener('load', () => setTimeout(start, late))
  else start()
}

export type ReloadProbe = {
  /** When a frame first held the connected address in view (ms after navigation start). */
  addressPainted?: number
  /** When a frame first held a "Connect" label in view, and its text. */
  connectPainted?: number
  connectText?: string
  /** When a "Connect" label was first in the DOM (a MutationObserver, light DOM and open shadow roots). */
  connectInDom?: number
  /** When the page's connect button first painted (the floor's reference). */
  buttonPainted?: number
  /** When a frame first held the address in its connected look (the wallet answered), where the page tells it apart. */
  connectedPainted?: number
}
export type ReloadWindow = Window & { __reload: ReloadProbe }

/**
 * From navigation start: each animation frame, whether the connected address (`pattern`, on the
 * element's text with open shadow roots, spaces removed) or a "Connect" label (the word, not
 * "Connecting") is in view in `account` / `label`; and a MutationObserver on the document and each
 * open shadow root for a "Connect" label put in the DOM even between two frames.
 */
export function installReloadProbe({
  account,
  label,
  button,
  pattern,
  connected,
}: {
  account: string
  label: string
  button: string
  pattern: string
  connected?: string
}): void {
  const probe: ReloadProbe = {}
  ;(window as unknown as ReloadWindow).__reload = probe
  const address = new RegExp(pattern, 'i')
  const connectWord = /\bconnect\b/i
  const roots = (): (Document | ShadowRoot)[] => {
    const out: (Document | ShadowRoot)[] = []
    const todo: (Document | ShadowRoot)[] = [document]
    while (todo.length) {
      const root = todo.pop() as Document | ShadowRoot
      out.push(root)
      for (const e of root.querySelectorAll('*')) if (e.shadowRoot) todo.push(e.shadowRoot)
    }
    return out
  }
  const deepAll = (all: (Document | ShadowRoot)[], selector: string): Element[] =>
    all.flatMap((root) => {
      try {
        return [...root.querySelectorAll(selector)]
      } catch {
        return []
      }
    })
  const deepText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement) return ''
    let text = ''
    if (node instanceof Element && node.shadowRoot)
      for (const child of node.shadowRoot.childNodes) text += deepText(child)
    for (const child of node.childNodes) text += deepText(child)
    return text
  }
  const visible = (e: Element) => {
    const r = e.getBoundingClientRect()
    if (r.width < 1 || r.height < 1) return false
    const s = getComputedStyle(e)
    return s.visibility !== 'hidden' && s.display !== 'none' && s.opacity !== '0'
  }
  const showsAddress = (e: Element) => address.test(deepText(e).replace(/\s+/g, ''))
  const connectLabel = (e: Element) => {
    const text = deepText(e)
    return connectWord.test(text) && !showsAddress(e)
      ? text.replace(/\s+/g, ' ').trim().slice(0, 40)
      : undefined
  }
  const observed = new WeakSet<Node>()
  const observer = new MutationObserver(() => {
    if (probe.connectInDom !== undefined) return
    if (deepAll(roots(), label).some((e) => connectLabel(e) !== undefined))
      probe.connectInDom = performance.now()
  })
  const observeAll = (all: (Document | ShadowRoot)[]) => {
    for (const root of all)
      if (!observed.has(root)) {
        observed.add(root)
        observer.observe(root, { childList: true, subtree: true, characterData: true })
      }
  }
  observeAll([document])
  const frame = () => {
    const now = performance.now()
    const all = roots()
    observeAll(all)
    if (probe.buttonPainted === undefined && deepAll(all, button).some(visible)) probe.buttonPainted = now
    if (
      probe.addressPainted === undefined &&
      deepAll(all, account).some((e) => visible(e) && showsAddress(e))
    )
      probe.addressPainted = now
    if (
      connected &&
      probe.connectedPainted === undefined &&
      deepAll(all, connected).some((e) => visible(e) && showsAddress(e))
    )
      probe.connectedPainted = now
    if (probe.connectPainted === undefined)
      for (const e of deepAll(all, label)) {
        const text = visible(e) ? connectLabel(e) : undefined
        if (text === undefined) continue
        probe.connectPainted = now
        probe.connectText = text
        break
      }
    if (now < 60000) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
