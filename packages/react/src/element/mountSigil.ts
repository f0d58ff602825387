import type { SigilClient } from '@sigil/core'
import type { ModalOptions } from '../modal/ModalOptionsContext.js'
import { defineSigilModal, SIGIL_MODAL_TAG, type SigilModalElement } from './defineSigilModal.js'

/** The modal's options, and where and when to mount it. */
export type MountSigilOptions = ModalOptions & {
  /** Where to put the element; by default the body, unless embedded or append is disabled. */
  target?: HTMLElement
  /** Load the modal's code while the page is idle, so the first open shows at once (default true). */
  preload?: boolean
}

/** `element` is undefined on a server, where there is nothing to mount. */
export type MountSigilReturnType = { element: SigilModalElement | undefined; unmount: () => void }

/**
 * Creates the `<sigil-modal>` for a client. With `enableEmbedded` or `enableAppend: false`
 * the element is returned unattached (or put in `target`) for the host to place.
 * On a server (no `document`) it does nothing, so it can be called where the client is made.
 */
export function mountSigil(client: SigilClient, options: MountSigilOptions = {}): MountSigilReturnType {
  if (typeof document === 'undefined') return { element: undefined, unmount: () => undefined }
  defineSigilModal()
  const { target, preload = true, ...modalOptions } = options
  const element = document.createElement(SIGIL_MODAL_TAG) as SigilModalElement
  element.embedded = client.config.enableEmbedded === true
  element.options = modalOptions
  element.preload = preload
  element.client = client
  const appendToBody = !client.config.enableEmbedded && client.config.enableAppend !== false
  const parent = target ?? (appendToBody ? document.body : undefined)
  parent?.append(element)
  return { element, unmount: () => element.remove() }
}
