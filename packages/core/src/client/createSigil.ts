import { createStore } from 'zustand/vanilla'
import type { ChainAdapter } from '../adapter.js'
import { AUTH_CONNECTOR_ID, type AuthConnector } from '../auth/authConnector.js'
import type { NetworkNamespace } from '../caip/types.js'
import { isRecentWalletList, normalizeRecentWallets } from '../connectors/index.js'
import { localFeatures } from '../features/localFeatures.js'
import { createLogger } from '../logger/index.js'
import { createStorageKeys, createVersionedStorage, resolveKeyValueStorage } from '../storage/index.js'
import { canClose } from './actions/canClose.js'
import { classifyConnection } from './actions/classifyConnection.js'
import { getAccount } from './actions/getAccount.js'
import { getProvider } from './actions/getProvider.js'
import { dismissAlert, raiseAlert } from './actions/raiseAlert.js'
import { requireAdapter } from './actions/requireAdapter.js'
import { setLocale } from './actions/setLocale.js'
import { warnAboutConfig } from './configWarnings.js'
import type { ClientContext } from './context.js'
import { CONTEXT, type WithContext } from './contextOf.js'
import { createEmitter } from './emitter.js'
import { createInitialState } from './initialState.js'
import type { SigilInternalClient } from './internalClient.js'
import { loadActions, loadedActions, loadStartUp, runAction, withActions } from './loadActions.js'
import { isNetworkNamespace, NETWORK_NAMESPACES } from './namespaces.js'
import { createSiwxClient } from './siwx/createSiwxClient.js'
import { readStoredConnection, type StoredConnection } from './storedConnection.js'
import { subscribeSelector } from './subscribeSelector.js'
import { createSystemClock } from './systemClock.js'
import type { SigilClient, SigilConfig, SigilState } from './types.js'
import { validateConfig } from './validateConfig.js'
import { whenIdle } from './whenIdle.js'

// The longest a client's code fetches and start-up wait for the page's first idle moment.
const START_WITHIN_MS = 100

/**
 * Creates a client that owns all of its state: one store, its timers, its storage view and
 * its adapters. Two clients never share anything. Start-up (adapter setup, reconnect of
 * stored connections, remote features) runs in the background; `ready()` waits for it.
 */
export function createSigil(userConfig: SigilConfig): SigilClient
// The one object is also the views' and adapters' `SigilInternalClient`; only this signature,
// not the overload above, says so.
export function createSigil(userConfig: SigilConfig): SigilInternalClient {
  const logger = createLogger({
    ...(userConfig.logLevel ? { level: userConfig.logLevel } : {}),
    ...(userConfig.logSink ? { sink: userConfig.logSink } : {}),
  })
  const config = validateConfig(userConfig, logger)
  // Written out here so a production build (NODE_ENV replaced by the bundler) drops the warnings.
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') warnAboutConfig(config, logger)
  const clock = config.clock ?? createSystemClock()
  const storage = createVersionedStorage(resolveKeyValueStorage(config.storage), logger)
  const keys = createStorageKeys(config.storagePrefix, config.storageSegments)
  const adapters = new Map<NetworkNamespace, ChainAdapter>(
    (config.adapters ?? []).map((a) => [a.namespace, a]),
  )
  const reconnectEnabled = config.reconnect ?? true

  const restoring: Partial<Record<NetworkNamespace, StoredConnection>> = {}
  let restoringAuth = false
  if (reconnectEnabled)
    for (const namespace of NETWORK_NAMESPACES) {
      const stored = adapters.has(namespace) ? readStoredConnection({ storage, keys }, namespace) : undefined
      if (stored) restoring[namespace] = stored
      if (stored?.connectorId === AUTH_CONNECTOR_ID) restoringAuth = true
    }
  const storedNamespace = storage.read(keys.activeNamespace, isNetworkNamespace)
  // The namespace the person was on is restored first; the restored adapters' code is asked for
  // with start-up's, the others' once those are set up (startUp), unless nothing is restored.
  const restoreOrder = (Object.keys(restoring) as NetworkNamespace[]).sort(
    (a, b) => Number(b === storedNamespace) - Number(a === storedNamespace),
  )
  const store = createStore<SigilState>()(() =>
    createInitialState({
      config,
      features: localFeatures(config),
      recent: normalizeRecentWallets(storage.read(keys.recent, isRecentWalletList) ?? []),
      restoring,
      ...(storedNamespace && storedNamespace in restoring ? { activeNamespace: storedNamespace } : {}),
    }),
  )

  const emitter = createEmitter(logger)
  let started = false
  let destroyed = false
  let idCounter = 0
  let resolveStarted: () => void = () => {}
  const startedPromise = new Promise<void>((resolve) => {
    resolveStarted = resolve
  })

  const ctx: ClientContext = {
    config,
    store,
    logger,
    clock,
    storage,
    keys,
    adapters,
    pending: new Set(),
    emit: (event) => emitter.emit(event),
    onEvent: (listener) => emitter.on(listener),
    nextId: (prefix) => `${prefix}-${++idCounter}`,
    started: startedPromise,
    isStarted: () => started,
    isDestroyed: () => destroyed,
  }

  // Assigned below; the embedded wallet is handed the finished client when it loads.
  let client: SigilInternalClient | undefined
  // The embedded wallet's loader arrives with the actions, which its connector needs loaded anyway
  // (it routes its requests through requestApproval).
  let loadAuthConnector: (() => Promise<AuthConnector>) | undefined
  const authConnector = (): Promise<AuthConnector> =>
    withActions((actions) => {
      loadAuthConnector ??= actions.createAuthConnectorLoader(ctx, () => client as SigilInternalClient)
      return loadAuthConnector()
    })

  // Start-up's code is not in the page's first load: it is fetched on every page (see below). When
  // the fetch fails, start-up has not run at all, so ready() runs it again (the fetch retried).
  let startUpMissing = false
  const start = async (): Promise<void> => {
    const { startUp } = await loadStartUp().catch((error: unknown) => {
      startUpMissing = true
      throw error
    })
    startUpMissing = false
    // The actions follow start-up's code rather than race it: on a page restoring a stored
    // connection, what paints the address is fetched first.
    loadActions().catch(() => undefined)
    await startUp(ctx, {
      restoring: restoreOrder,
      ...(restoringAuth ? { loadAuthConnector: authConnector } : {}),
      siwx: () => client?.siwx,
      given: userConfig,
    })
  }
  // Starting a dynamic import costs the main thread (the app bundler's preload helper puts a link in
  // the page per chunk): started as the page loads, the adapters' and start-up's fetches would come
  // before its first paint, the remembered address included. They start once the page is first idle.
  whenIdle(() => {
    // Dropped before then (StrictMode, a hot reload): nothing is fetched and start-up never runs.
    if (destroyed) return resolveStarted()
    for (const namespace of restoreOrder) {
      adapters.get(namespace)?.prefetch?.()
      adapters.get(namespace)?.prepareReconnect?.()
    }
    if (restoreOrder.length === 0) for (const adapter of adapters.values()) adapter.prefetch?.()
    start()
      .catch((error: unknown) => logger.error('Start-up failed', error))
      .finally(() => {
        started = true
        resolveStarted()
      })
  }, START_WITHIN_MS)
  // The actions a person's first click needs are fetched on every page once start-up's code is
  // here (not in the page's first load). ready() waits for them, so after it every action starts
  // in the same call; a failed fetch is retried there.
  const actionsLoaded = (): Promise<void> =>
    loadActions().then(
      () => {},
      (error: unknown) => logger.warn('The client actions did not load; the first action retries', error),
    )
  let retrying: Promise<void> | undefined
  const startedAgain = (): Promise<void> =>
    startedPromise.then(() => {
      if (startUpMissing)
        retrying ??= start()
          .catch((error: unknown) => logger.error('Start-up failed', error))
          .finally(() => {
            retrying = undefined
          })
      return retrying
    })
  const ready = (): Promise<void> => Promise.all([startedAgain(), actionsLoaded()]).then(() => {})

  client = {
    config,
    getState: () => store.getState(),
    subscribe: (selector, listener, options) => subscribeSelector(store, selector, listener, options),
    onEvent: ctx.onEvent,
    ready,

    open: (options) => withActions((actions) => actions.open(ctx, options)),
    close: () => runAction(logger, (actions) => actions.close(ctx)),
    shake: () => runAction(logger, (actions) => actions.shake(ctx)),
    router: {
      push: (view, data) => runAction(logger, (actions) => actions.push(ctx, view, data)),
      replace: (view, data) => runAction(logger, (actions) => actions.replace(ctx, view, data)),
      goBack: () => runAction(logger, (actions) => actions.goBack(ctx)),
      popTransactionStack: (outcome) =>
        runAction(logger, (actions) => actions.popTransactionStack(ctx, outcome)),
      reset: (view, data) => runAction(logger, (actions) => actions.reset(ctx, view, data)),
    },
    canClose: () => canClose(ctx),

    getConnectors: (namespace) =>
      store.getState().connectors.list.filter((c) => !namespace || c.chain === namespace),
    connect: (parameters) => withActions((actions) => actions.connect(ctx, parameters)),
    chooseConnector: (parameters) => withActions((actions) => actions.chooseConnector(ctx, parameters)),
    disconnect: (parameters) => withActions((actions) => actions.disconnect(ctx, parameters)),
    getAccount: (namespace) => getAccount(ctx, namespace),
    classifyConnection: (namespace, connectorId) => classifyConnection(ctx, namespace, connectorId),
    refreshBalance: (namespace, options) =>
      withActions((actions) => actions.refreshBalance(ctx, namespace, options)),
    signMessage: (message, namespace) =>
      withActions((actions) => actions.signMessage(ctx, message, namespace)),
    sendTransaction: (parameters) => withActions((actions) => actions.sendTransaction(ctx, parameters)),
    getAdapter: (namespace) => requireAdapter(ctx, namespace),
    getProvider: (namespace) => getProvider(ctx, namespace),

    switchNetwork: (network) => withActions((actions) => actions.switchNetwork(ctx, network)),
    // A network of a namespace without an adapter is refused in the call (R-CORE-21); the change
    // itself is made by the actions.
    addNetwork: (network) => {
      requireAdapter(ctx, network?.chainNamespace)
      runAction(logger, (actions) => actions.addNetwork(ctx, network))
    },
    removeNetwork: (caipNetworkId) => {
      requireAdapter(ctx, typeof caipNetworkId === 'string' ? caipNetworkId.split(':')[0] : caipNetworkId)
      runAction(logger, (actions) => actions.removeNetwork(ctx, caipNetworkId))
    },

    setThemeMode: (mode) => runAction(logger, (actions) => actions.setThemeMode(ctx, mode)),
    setThemeVariables: (variables) =>
      runAction(logger, (actions) => actions.setThemeVariables(ctx, variables)),
    setLocale: (locale) => setLocale(ctx, locale),
    showToast: (message, variant) => {
      const id = ctx.nextId('toast')
      runAction(logger, (actions) => actions.showToast(ctx, message, variant, id))
      return id
    },
    dismissToast: (id) => runAction(logger, (actions) => actions.dismissToast(ctx, id)),
    showNotification: (message, variant) =>
      runAction(logger, (actions) => actions.showNotification(ctx, message, variant)),
    hideNotification: () => runAction(logger, (actions) => actions.hideNotification(ctx)),
    raiseAlert: (code) => raiseAlert(ctx, code),
    dismissAlert: (code) => dismissAlert(ctx, code),
    setSiwx: (patch) => store.setState((state) => ({ siwx: { ...state.siwx, ...patch } })),
    siwx: createSiwxClient(ctx),

    subscribeConnections: (namespace, listener) => {
      let unsubscribe: (() => void) | undefined
      let ended = false
      runAction(logger, (actions) => {
        if (!ended) unsubscribe = actions.subscribeConnections(ctx, namespace, listener)
      })
      return () => {
        ended = true
        unsubscribe?.()
      }
    },
    setPreferredAccountType: (namespace, type) =>
      runAction(logger, (actions) => actions.setPreferredAccountType(ctx, namespace, type)),
    setSmartAccountNetworks: (ids) =>
      runAction(logger, (actions) => actions.setSmartAccountNetworks(ctx, ids)),
    setProfile: (namespace, profile) =>
      runAction(logger, (actions) => actions.setProfile(ctx, namespace, profile)),
    setUser: (namespace, user) => runAction(logger, (actions) => actions.setUser(ctx, namespace, user)),
    trackRequest: (request) => {
      const entry = { reject: request.reject }
      ctx.pending.add(entry)
      return () => ctx.pending.delete(entry)
    },
    getAuthConnector: () => authConnector(),
    requestApproval: (request) => {
      // Its only caller, the embedded wallet, loads after the actions (see authConnector above).
      const actions = loadedActions()
      if (!actions)
        throw new Error('requestApproval: the client is still loading; await client.ready() first')
      return actions.requestApproval(ctx, request)
    },

    destroy() {
      if (destroyed) return
      destroyed = true
      // Last word to listeners that hold resources (the client's timers, the registry's image object URLs).
      emitter.emit({ type: 'DESTROY' })
      for (const shared of config.connectors ?? []) shared.destroy?.()
      emitter.clear()
    },
  }
  ;(client as SigilClient & WithContext)[CONTEXT] = ctx
  return client
}

/**
 * `createSigil` typed as the modal's views, the adapters and the tests see its client: the same
 * function and object, with the internal members in the type.
 */
export const createInternalSigil = createSigil as (userConfig: SigilConfig) => SigilInternalClient
