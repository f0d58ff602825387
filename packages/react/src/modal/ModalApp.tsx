import type { SigilClient } from '@sigil/core'
import { type SigilInternalClient, selectVisibleToasts } from '@sigil/core/internal'
import { useMemo, useRef } from 'react'
import { Toaster } from '../components/Toaster.js'
import { SigilContext, useSigilClient } from '../context/SigilContext.js'
import { shallowEqual, useSigilSelector } from '../hooks/useSigilSelector.js'
import { useArmApprovalPreview } from '../preview/useApprovalPending.js'
import { useLocaleTable } from '../strings/useLocaleTable.js'
import { MessagesProvider } from '../strings/useT.js'
import { ModalDialog } from './ModalDialog.js'
import { type ModalOptions, ModalOptionsContext } from './ModalOptionsContext.js'
import { createServiceDataSources, withDefaultSources } from './services/createServiceDataSources.js'
import { useHostLanguage } from './useHostLanguage.js'
import { useHostTheme } from './useHostTheme.js'

function ModalContent({
  host,
  embedded,
  options,
  park,
}: {
  host: HTMLElement
  embedded: boolean
  options: ModalOptions
  park: boolean
}) {
  const client = useSigilClient()
  const toasts = useSigilSelector(selectVisibleToasts, shallowEqual)
  const toasterRef = useRef<HTMLElement>(null)
  useHostTheme(host)
  useArmApprovalPreview()
  const shown = useLocaleTable(client)
  useHostLanguage(host, shown.locale)
  // Created here, inside the modal's lazy chunk: the page's first load never carries them.
  const defaults = useMemo(() => createServiceDataSources(client), [client])
  const resolved = useMemo(() => withDefaultSources(options, defaults), [options, defaults])
  return (
    <MessagesProvider
      locale={shown.locale}
      {...(shown.table ? { table: shown.table } : {})}
      {...(client.config.messages?.[shown.locale] ? { messages: client.config.messages[shown.locale] } : {})}
    >
      <ModalOptionsContext.Provider value={resolved}>
        <ModalDialog embedded={embedded} park={park} />
        <Toaster
          toasts={toasts}
          onDismiss={(id) => client.dismissToast(id)}
          position={options.toasterPosition}
          hotkey={options.toasterHotkey}
          regionRef={toasterRef}
        />
      </ModalOptionsContext.Provider>
    </MessagesProvider>
  )
}

export type ModalAppProps = {
  client: SigilClient
  host: HTMLElement
  embedded: boolean
  options?: ModalOptions
  /** Keep the card drawn while closed, hidden and inert, so opening only reveals it. */
  park?: boolean
}

/** Everything rendered inside the `<sigil-modal>` shadow root. */
export function ModalApp({ client, host, embedded, options = {}, park = false }: ModalAppProps) {
  return (
    <SigilContext.Provider value={client as SigilInternalClient}>
      <ModalContent host={host} embedded={embedded} options={options} park={park} />
    </SigilContext.Provider>
  )
}
