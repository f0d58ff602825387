import type { SigilClient, Unsubscribe } from '@sigil/core'
import type { SigilInternalClient } from '@sigil/core/internal'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { ModalApp } from '../modal/ModalApp.js'
import { adoptStyles } from './adoptStyles.js'
import type { SigilModalElement } from './defineSigilModal.js'
import { createModalCss } from './modalCss.js'
import { prefersSavingData } from './prefersSavingData.js'
import { warmViews } from './warmViews.js'

/** The modal drawn in an element's shadow root. */
export type MountedModal = {
  /** Draws it again with the element's current client, options and mode. */
  render(): void
  unmount(): void
  /** Starts loading the views a client is likely to open next. */
  warm(client: SigilClient): Unsubscribe
}

/**
 * Draws the modal of `<sigil-modal>` into its shadow root: the modal's styles, its React root and
 * app. Lives in the modal's lazy chunk, so the element in the first load only decides when to
 * load it. `idle`: loaded ahead of need, so the card is drawn on the view the modal opens on and
 * stays drawn, hidden, while the modal is closed.
 */
export function mountModal(host: SigilModalElement, shadow: ShadowRoot, idle: boolean): MountedModal {
  adoptStyles(shadow, createModalCss())
  const root = createRoot(shadow)
  return {
    render() {
      const client = host.client
      if (!client) return
      root.render(
        createElement(ModalApp, {
          client,
          host,
          embedded: host.embedded,
          options: host.options,
          park: idle,
        }),
      )
    },
    unmount: () => root.unmount(),
    // The element holds the app's client; every client `createSigil` makes has the internal members.
    warm: (client) => warmViews(client as SigilInternalClient, host.preload && !prefersSavingData()),
  }
}
