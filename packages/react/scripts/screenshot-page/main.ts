/**
 * A page that shows any view of the modal in a known state, for the browser test of every
 * view (e2e/views.test.ts) and the screenshot script. Each scene gets a fresh client, so no
 * scene inherits another's state; the lazily loaded chunks stay loaded between scenes.
 */
import { createSigil, type SigilClient, type ThemeMode, type View } from '@sigil/core'
import { createFakeAdapter, createFakeClock, testBase, testMainnet } from '@sigil/test'
import { STILL_WAITING_MS } from '../../src/components/useStillWaiting.js'
import { mountSigil } from '../../src/element/mountSigil.js'
import { createTranslator } from '../../src/strings/createTranslator.js'
import { loadedLocale } from '../../src/strings/locales/loadLocale.js'
import { MESSAGES } from '../../src/strings/messages.js'
import { fixtureOnrampProvider } from '../../src/views/OnRamp/test/onrampFixtures.js'
import { fixtureSwapService } from '../../src/views/Swap/test/swapFixtures.js'
import {
  accountLists,
  CONNECTORS,
  loadConnectWallets,
  loadWallets,
  memorySiwx,
  walletCount,
} from './fixtures.js'
import { SCENES } from './scenes.js'

let current:
  | {
      name: string
      locale: string
      client: SigilClient
      unmount: () => void
      root: ShadowRoot
      wait?: () => Promise<void>
    }
  | undefined

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/**
 * The view is in, its chunk and data have arrived, its images (also those still to be asked for,
 * data-status="loading") are decoded and nothing is moving.
 */
async function settled(view: View, root: ShadowRoot, { busyShown = false } = {}): Promise<void> {
  const loading = `[data-view-fallback], ${busyShown ? '' : '[aria-busy="true"], '}.sigil-skeleton, .sigil-image[data-status="loading"]`
  for (;;) {
    await frame()
    const outlet = root.querySelector(`.sigil-view[data-view="${view}"][data-phase="in"]`)
    if (!outlet || root.querySelector(loading)) continue
    if ([...root.querySelectorAll('img')].some((image) => !image.complete)) continue
    const moving = root
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
      )
    if (!moving) return
  }
}

/**
 * Records the card's top edge on every frame from the moment `view` is in, so a test can tell
 * whether late content (data, images, a tab's panel) moved the card while the view stayed.
 */
function watchCardTop(view: View, root: () => ShadowRoot | null | undefined): () => number[] {
  const tops: number[] = []
  let running = true
  const sample = () => {
    if (!running) return
    const shadow = root()
    const card = shadow?.querySelector('.sigil-modal')
    if (card && shadow?.querySelector(`.sigil-view[data-view="${view}"][data-phase="in"]`))
      tops.push(card.getBoundingClientRect().top)
    requestAnimationFrame(sample)
  }
  sample()
  return () => {
    running = false
    return tops
  }
}

/** Until the modal speaks `locale` (its chunk loaded and rendered). */
async function speaking(root: ShadowRoot, locale: string): Promise<void> {
  while (root.host.getAttribute('lang') !== locale) await frame()
}

/** `?locale=ar` on the page pictures every scene in that language unless one is asked for. */
const pageLocale = new URLSearchParams(location.search).get('locale') ?? 'en'

async function showScene(name: string, mode: ThemeMode, locale = pageLocale): Promise<void> {
  const scene = SCENES[name]
  if (!scene) throw new Error(`no scene ${name}`)
  document.body.classList.toggle('dark', mode === 'dark')
  // The same scene in the other mode: only the theme changes, as when an app switches it.
  if (current?.name === name && current.locale === locale) {
    current.client.setThemeMode(mode)
    const host = current.root.host
    while (host.getAttribute('data-theme') !== mode) await frame()
    await settled(scene.view, current.root, { busyShown: scene.stillWaiting === true })
    await current.wait?.()
    return
  }
  current?.unmount()
  current?.client.destroy()
  const adapter = createFakeAdapter({
    connectors: CONNECTORS,
    address: '0x1234567890abcdef1234567890abcdef12345678',
    balance: { balance: '1.234567', symbol: 'ETH' },
  })
  const clock = scene.stillWaiting ? createFakeClock(Date.now()) : undefined
  const client = createSigil({
    ...(clock ? { clock } : {}),
    ...(scene.signIn ? { siwx: memorySiwx() } : {}),
    projectId: 'screenshots',
    metadata: { name: 'Demo app', description: 'Every view', url: location.origin, icons: [] },
    networks: [testMainnet, testBase],
    adapters: [adapter],
    reconnect: false,
    themeMode: mode,
    locale,
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  })
  const mounted = mountSigil(client, {
    loadWallets,
    walletCount,
    loadAccountList: accountLists({ failActivity: scene.failActivity === true }),
    swapService: async () => fixtureSwapService().service,
    onrampProviders: [fixtureOnrampProvider().provider],
    ...(scene.connectWallets ? { loadConnectWallets } : {}),
  })

  if (scene.signIn) adapter.signMessage = () => new Promise<never>(() => undefined)
  if (scene.silentWallet)
    Object.assign(adapter, { sendTransaction: () => new Promise<never>(() => undefined) })
  await client.ready()
  if (scene.connected) {
    await client.connect({ connectorId: 'rabbit', namespace: 'eip155' })
    await client.refreshBalance('eip155')
  }
  if (scene.outcome) adapter.behaviour.connect = scene.outcome
  const stopWatching = watchCardTop(scene.view, () => mounted.element?.shadowRoot)
  await client.open({ view: scene.view, data: scene.data, uri: scene.uri })
  await mounted.element?.loaded()
  const root = mounted.element?.shadowRoot
  if (!root) throw new Error('<sigil-modal> has no shadow root')
  current = { name, locale, client, unmount: mounted.unmount, root }
  await speaking(root, locale)
  await settled(scene.view, root)
  if (scene.afterSettled) {
    await scene.afterSettled(
      client,
      root,
      createTranslator(MESSAGES, { locale, messages: loadedLocale(locale) ?? {} }),
    )
    await settled(scene.view, root, { busyShown: scene.stillWaiting === true })
  }
  if (clock) {
    // The view may start its wait a frame after it settled: time moves on until it has passed.
    current.wait = async () => {
      for (let i = 0; i < 60 && !root.querySelector('[data-testid="still-waiting"]'); i++) {
        clock.advance(STILL_WAITING_MS)
        await frame()
      }
      await settled(scene.view, root, { busyShown: true })
    }
    await current.wait()
  }
  const tops = stopWatching()
  window.sceneCardTops =
    tops.length > 0 ? { first: tops[0] ?? 0, min: Math.min(...tops), max: Math.max(...tops) } : undefined
}

declare global {
  interface Window {
    showScene(name: string, mode: ThemeMode, locale?: string): Promise<void>
    sigilScenes: string[]
    /** The card's top edge over the last scene shown anew, from its view's arrival to settled. */
    sceneCardTops?: { first: number; min: number; max: number }
  }
}

window.sigilScenes = Object.keys(SCENES)
window.showScene = showScene
