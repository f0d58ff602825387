import { type SigilClient, selectVisibleToasts } from '@sigil/core'
import { useMemo, useRef } from 'react'
import { Toaster } from '../components/Toaster.js'
import { SigilContext, useSigilClient } from '../context/SigilContext.js'
import { shallowEqual, useSigilSelector } from '../hooks/useSigilSelector.js'
import { ModalDialog } from './ModalDialog.js'
import { type ModalOptions, ModalOptionsContext } from './ModalOptionsContext.js'
import { createServiceDataSources, withDefaultSources } from './services/createServiceDataSources.js'
import { useHostTheme } from './useHostTheme.js'

function ModalContent({
  host,
  embedded,
  options,
}: {
  host: HTMLElement
  embedded: boolean
  options: ModalOptions
}) {
  const client = useSigilClient()
  const toasts = useSigilSelector(selectVisibleToasts, shallowEqual)
  const toasterRef = useRef<HTMLElement>(null)
  useHostTheme(host)
  // Created here, inside the modal's lazy chunk: the page's first load never carries them.
  const defaults = useMemo(() => createServiceDataSources(client), [client])
  const resolved = useMemo(() => withDefaultSources(options, defaults), [options, defaults])
  return (
    <ModalOptionsContext.Provider value={resolved}>
      <ModalDialog embedded={embedded} />
      <Toaster
        toasts={toasts}
        onDismiss={(id) => client.dismissToast(id)}
        position={options.toasterPosition}
        hotkey={options.toasterHotkey}
        regionRef={toasterRef}
      />
    </ModalOptionsContext.Provider>
  )
}

export type ModalAppProps = {
  client: SigilClient
  host: HTMLElement
  embedded: boolean
  options?: ModalOptions
}

/** Everything rendered inside the `<sigil-modal>` shadow root. */
export function ModalApp({ client, host, embedded, options = {} }: ModalAppProps) {
  return (
    <SigilContext.Provider value={client}>
      <ModalContent host={host} embedded={embedded} options={options} />
    </SigilContext.Provider>
  )
}
