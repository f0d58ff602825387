import type { SigilClient } from '@sigil/core'
import { act, within } from '@testing-library/react'
import { type MountSigilOptions, mountSigil } from '../element/mountSigil.js'
import { needsModal } from '../element/needsModal.js'

/** Mounts `<sigil-modal>` for a client and gives queries scoped to its shadow root. */
export async function renderModal(
  client: SigilClient,
  options: MountSigilOptions = {},
  { lazy = false }: { lazy?: boolean } = {},
) {
  let mounted: ReturnType<typeof mountSigil> | undefined
  await act(async () => {
    mounted = mountSigil(client, options)
  })
  const element = mounted?.element
  if (!element) throw new Error('mountSigil mounted nothing')
  // Tests of the views load the modal's UI at once; `lazy` keeps the on-first-need loading.
  if (element.isConnected && (!lazy || element.embedded || needsModal(client.getState())))
    await act(() => element.loaded())
  const shadow = element.shadowRoot
  if (!shadow) throw new Error('<sigil-modal> has no shadow root')
  return {
    element,
    shadow,
    /** Queries inside the shadow root (Testing Library accepts it as a container). */
    screen: within(shadow as unknown as HTMLElement),
    /** Opens the modal and waits until its UI has loaded. */
    open: async (options?: Parameters<SigilClient['open']>[0]) => {
      await act(async () => client.open(options))
      await act(() => element.loaded())
    },
    unmount: async () => {
      await act(async () => mounted?.unmount())
    },
  }
}

/** Removes every mounted modal between tests. */
export async function cleanupModals(): Promise<void> {
  await act(async () => {
    for (const element of document.querySelectorAll('sigil-modal')) element.remove()
  })
}
