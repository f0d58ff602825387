import type { SigilConfig, SigilEvent, SigilState, View } from '@sigil/core'
import type { SigilInternalClient } from '@sigil/core/internal'
import { createTestClient, testBase, testMainnet } from '@sigil/test'
import { createTestState } from './createTestState.js'

export type RecordingClient = SigilInternalClient & {
  /** Replaces state slices and notifies subscribers, as a store update would. */
  setState(update: (state: SigilState) => Partial<SigilState>): void
  readonly calls: { method: string; args: unknown[] }[]
  emit(event: SigilEvent): void
  closable: boolean
}

type Listener = () => void

/**
 * A stand-in for `createSigil` in view tests that set the state they draw: a store with
 * subscriptions and a router that moves, and every other method recorded so tests can assert
 * the call. Tests of a running client use `createTestClient` from `@sigil/test`.
 */
export function createRecordingClient(
  options: { config?: Partial<SigilConfig>; state?: (state: SigilState) => Partial<SigilState> } = {},
): RecordingClient {
  let state = createTestState()
  if (options.state) state = { ...state, ...options.state(state) }
  const listeners = new Set<Listener>()
  const eventListeners = new Set<(event: SigilEvent) => void>()
  const calls: { method: string; args: unknown[] }[] = []
  const setState = (update: (current: SigilState) => Partial<SigilState>) => {
    state = { ...state, ...update(state) }
    for (const listener of [...listeners]) listener()
  }
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      calls.push({ method, args })
    }
  const route = (view: View, data: unknown, history: SigilState['router']['history']) =>
    setState((s) => ({ router: { ...s.router, view, data, history } }))

  // Members the views never call come from a real client, so this double follows the interface.
  const base = createTestClient({ solana: false }).client
  const client: RecordingClient = {
    ...base,
    config: { projectId: 'test', networks: [testMainnet, testBase], ...options.config },
    calls,
    closable: true,
    setState,
    emit: (event) => {
      for (const listener of eventListeners) listener(event)
    },
    getState: () => state,
    subscribe(selector, listener, subscribeOptions) {
      let previous = selector(state)
      const equals = subscribeOptions?.equals ?? Object.is
      const onChange = () => {
        const next = selector(state)
        if (equals(previous, next)) return
        const before = previous
        previous = next
        listener(next, before)
      }
      listeners.add(onChange)
      if (subscribeOptions?.fireImmediately) listener(previous, previous)
      return () => listeners.delete(onChange)
    },
    onEvent(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    ready: async () => {},
    async open(openOptions) {
      calls.push({ method: 'open', args: [openOptions] })
      const view = openOptions?.view ?? state.router.view
      setState((s) => ({
        modal: { ...s.modal, open: true },
        router: { ...s.router, view, data: openOptions?.data, history: [{ view, data: openOptions?.data }] },
      }))
    },
    close() {
      calls.push({ method: 'close', args: [] })
      setState((s) => ({ modal: { ...s.modal, open: false } }))
    },
    shake() {
      calls.push({ method: 'shake', args: [] })
      setState((s) => ({ modal: { ...s.modal, shake: true } }))
    },
    router: {
      push: (view, data) => route(view, data, [...state.router.history, { view, data }]),
      replace: (view, data) => route(view, data, [...state.router.history.slice(0, -1), { view, data }]),
      goBack: () => {
        const history = state.router.history.slice(0, -1)
        const last = history.at(-1)
        if (last) route(last.view, last.data, history)
      },
      popTransactionStack: record('popTransactionStack'),
      reset: (view, data) => route(view, data, [{ view, data }]),
    },
    canClose: () => client.closable,
    getConnectors: () => state.connectors.list,
    connect: async (parameters) => record('connect')(parameters),
    chooseConnector: async (parameters) => {
      record('chooseConnector')(parameters)
      const data = { connectorId: parameters.connectorId }
      route('ConnectingExternal', data, [...state.router.history, { view: 'ConnectingExternal', data }])
    },
    disconnect: async (parameters) => record('disconnect')(parameters),
    getAccount: (namespace) => state.accounts[namespace],
    classifyConnection: () => 'disconnected',
    refreshBalance: async (namespace) => record('refreshBalance')(namespace),
    signMessage: async (message) => {
      record('signMessage')(message)
      return '0x'
    },
    sendTransaction: async (parameters) => {
      record('sendTransaction')(parameters)
      return '0x'
    },
    getProvider: (namespace) => ({ namespace }),
    switchNetwork: async (network) => record('switchNetwork')(network),
    addNetwork: record('addNetwork'),
    removeNetwork: record('removeNetwork'),
    setThemeMode: (mode) => setState((s) => ({ theme: { ...s.theme, mode } })),
    setThemeVariables: (variables) => setState((s) => ({ theme: { ...s.theme, variables } })),
    setLocale: (locale) => setState(() => ({ locale })),
    showToast(message, variant = 'info') {
      const id = `toast-${state.toasts.length + 1}-${message}`
      setState((s) => ({ toasts: [...s.toasts, { id, message, variant, createdAt: Date.now() }] }))
      return id
    },
    dismissToast(id) {
      calls.push({ method: 'dismissToast', args: [id] })
      setState((s) => ({
        toasts: s.toasts.map((t) => (t.id === id ? { ...t, dismissedAt: Date.now() } : t)),
      }))
    },
    showNotification: (message, variant) =>
      setState(() => ({ notification: { id: message, message, variant } })),
    hideNotification: () => setState(() => ({ notification: undefined })),
    raiseAlert: record('raiseAlert'),
    subscribeConnections: (namespace, listener) =>
      client.subscribe((s) => s.connection.connections[namespace] ?? [], listener),
    destroy: () => listeners.clear(),
  }
  return client
}
