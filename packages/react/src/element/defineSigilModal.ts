import type { SigilClient, Unsubscribe } from '@sigil/core'
import type { ModalOptions } from '../modal/ModalOptionsContext.js'
import { afterRestore } from './afterRestore.js'
import type { MountedModal } from './mountModal.js'
import { needsModal } from './needsModal.js'
import { prefersSavingData } from './prefersSavingData.js'
import { whenPageIdle } from './whenPageIdle.js'

/** The custom element's tag name. */
export const SIGIL_MODAL_TAG = 'sigil-modal'

/** The `<sigil-modal>` element: the modal for one client, drawn in its own shadow root. */
export interface SigilModalElement extends HTMLElement {
  client: SigilClient | undefined
  options: ModalOptions
  embedded: boolean
  /** Load the modal's code when the page is idle, so the first open is instant (default true). */
  preload: boolean
  /**
   * Loads the modal UI if it has not started loading, and resolves once it is loaded and rendered.
   * Called before the modal is needed, it loads as the idle preload would.
   */
  loaded(): Promise<void>
}

/**
 * The class is built on demand so that importing this module touches no browser global.
 * The modal's code is not part of the page's initial JS: it loads when the page is idle (unless
 * `preload` is off or the user saves data; after the restore of a stored connection settles) or
 * on first need (open, a toast, embedded mode), whichever comes first, together with the view the
 * modal would open on.
 */
function createSigilModalClass(): CustomElementConstructor {
  return class extends HTMLElement implements SigilModalElement {
    #client: SigilClient | undefined
    #loaded: MountedModal | undefined
    #loading: Promise<void> | undefined
    #watch: Unsubscribe | undefined
    #cancelIdle: (() => void) | undefined
    #unwarm: Unsubscribe | undefined
    options: ModalOptions = {}
    embedded = false
    preload = true

    constructor() {
      super()
      this.attachShadow({ mode: 'open' })
    }

    get client() {
      return this.#client
    }
    set client(client: SigilClient | undefined) {
      this.#client = client
      this.#watch?.()
      this.#watch = undefined
      this.#update()
    }

    connectedCallback() {
      this.#update()
    }

    disconnectedCallback() {
      // Unmount after the current task, so a synchronous move in the DOM keeps the state.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.#stopWaiting()
        this.#unwarm?.()
        this.#unwarm = undefined
        this.#loaded?.unmount()
        this.#loaded = undefined
        this.#loading = undefined
      })
    }

    loaded(): Promise<void> {
      // Before any need (which starts the load itself), it loads as the idle preload would: a page
      // that awaits `loaded()` early keeps the parked card and its instant first open.
      return this.#load(this.#preloads())
    }

    /** Whether this element loads its modal ahead of need. */
    #preloads(): boolean {
      return this.preload && !prefersSavingData()
    }

    #update() {
      const client = this.#client
      if (!client || !this.isConnected) return
      // Without the app's own, the modal's theme gives the default (MODAL_Z_INDEX) on :host.
      const zIndex = client.config.zIndex
      if (zIndex === undefined) this.style.removeProperty('--sigil-z-index')
      else this.style.setProperty('--sigil-z-index', String(zIndex))
      if (this.#loaded) {
        this.#loaded.render()
        this.#unwarm?.()
        this.#unwarm = this.#loaded.warm(client)
        return
      }
      if (this.embedded || needsModal(client.getState())) {
        void this.#load(false)
        return
      }
      this.#watch ??= client.subscribe(needsModal, (needed) => {
        if (needed) void this.#load(false)
      })
      // A page restoring a stored connection paints the address first; the modal loads after it.
      if (this.#preloads() && !this.#cancelIdle)
        this.#cancelIdle = afterRestore(client, () =>
          whenPageIdle(() => {
            this.#cancelIdle = undefined
            void this.#load(true)
          }),
        )
    }

    /** Stops watching for the first need and the idle wait: once loaded, neither has work left. */
    #stopWaiting() {
      this.#watch?.()
      this.#watch = undefined
      this.#cancelIdle?.()
      this.#cancelIdle = undefined
    }

    /** `idle`: loaded ahead of need, so the view the modal opens on is also rendered once, hidden. */
    #load(idle: boolean): Promise<void> {
      this.#loading ??= import('./mountModal.js').then(({ mountModal }) => {
        const shadow = this.shadowRoot
        if (!shadow || !this.isConnected || this.#loaded) return
        this.#stopWaiting()
        this.#loaded = mountModal(this, shadow, idle)
        this.#loaded.render()
        const client = this.#client
        if (client) this.#unwarm = this.#loaded.warm(client)
      })
      return this.#loading
    }
  }
}

/** Registers `<sigil-modal>` once; safe to call many times and on the server (it does nothing there). */
export function defineSigilModal(): void {
  if (typeof customElements === 'undefined' || customElements.get(SIGIL_MODAL_TAG)) return
  customElements.define(SIGIL_MODAL_TAG, createSigilModalClass())
}
