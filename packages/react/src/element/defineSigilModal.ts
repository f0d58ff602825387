import type { SigilClient } from '@sigil/core'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { ModalApp } from '../modal/ModalApp.js'
import type { ModalOptions } from '../modal/ModalOptionsContext.js'
import { adoptStyles } from './adoptStyles.js'
import { createModalCss } from './modalCss.js'

export const SIGIL_MODAL_TAG = 'sigil-modal'

export interface SigilModalElement extends HTMLElement {
  client: SigilClient | undefined
  options: ModalOptions
  embedded: boolean
}

/** The class is built on demand so that importing this module touches no browser global. */
function createSigilModalClass(): CustomElementConstructor {
  return class extends HTMLElement implements SigilModalElement {
    #client: SigilClient | undefined
    #root: Root | undefined
    options: ModalOptions = {}
    embedded = false

    get client() {
      return this.#client
    }
    set client(client: SigilClient | undefined) {
      this.#client = client
      this.#render()
    }

    constructor() {
      super()
      adoptStyles(this.attachShadow({ mode: 'open' }), createModalCss())
    }

    connectedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      const root = this.#root
      this.#root = undefined
      // Unmount after the current task, so a synchronous re-insert (a move in the DOM) keeps state.
      queueMicrotask(() => {
        if (!this.isConnected) root?.unmount()
        else this.#root = root
      })
    }

    #render() {
      const shadow = this.shadowRoot
      if (!shadow || !this.isConnected || !this.#client) return
      this.#root ??= createRoot(shadow)
      this.#root.render(
        createElement(ModalApp, {
          client: this.#client,
          host: this,
          embedded: this.embedded,
          options: this.options,
        }),
      )
    }
  }
}

/** Registers `<sigil-modal>` once; safe to call many times and on the server (it does nothing there). */
export function defineSigilModal(): void {
  if (typeof customElements === 'undefined' || customElements.get(SIGIL_MODAL_TAG)) return
  customElements.define(SIGIL_MODAL_TAG, createSigilModalClass())
}
