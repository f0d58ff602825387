import type { NetworkNamespace } from '../../caip/types.js'
import { createError, NETWORK_MISSING, type SigilError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { connectsInFlight, guardOf, latestConnects } from '../contextParts.js'
import { selectNetworkOf } from '../selectors.js'
import { setStatus } from '../stateUpdates.js'
import { applyConnection } from './applyConnection.js'
import { checkParameters } from './checkRoute.js'
import { classifyConnection } from './classifyConnection.js'
import { endConnectFlow } from './endConnectFlow.js'
import { followSharedSession } from './followSharedSession.js'
import { mapConnectError } from './mapConnectError.js'
import { moveToChosenNetwork } from './moveToChosenNetwork.js'
import { requireAdapter } from './requireAdapter.js'

export type ConnectParameters = {
  connectorId: string
  namespace: NetworkNamespace
  /** false: a background connect (a wallet's other namespace) leaves the active namespace as it is. */
  focus?: boolean
}
export type ConnectReturnType = Promise<void>
export type ConnectErrorType = SigilError

/**
 * Connects a connector. An active (known) connection is reconnected without a login flow;
 * a disconnected one runs the adapter's connect (R-STATE-23); the connected one is left as
 * it is. A wallet's 4001 becomes CONNECTION_REJECTED, which lands in `connection.lastError`
 * and a CONNECT_ERROR event. Repeated calls for one connector within 1 s join the first
 * attempt (retry guard). A success while the modal shows the connect flow closes it
 * (`endConnectFlow`); a failure leaves the view in place, showing `lastError`.
 */
export function connect(ctx: ClientContext, parameters: ConnectParameters): ConnectReturnType {
  checkParameters(parameters, 'connect parameters')
  // Picking the wallet that is already connected ends the flow at once, also within the retry
  // guard's second after that connect, when the guard would hand back the finished attempt.
  if (classifyConnection(ctx, parameters.namespace, parameters.connectorId) === 'connected') {
    endConnectFlow(ctx)
    return Promise.resolve()
  }
  return guardOf(ctx).run(`connect:${parameters.namespace}:${parameters.connectorId}`, () =>
    run(ctx, parameters),
  )
}

async function run(
  ctx: ClientContext,
  { connectorId, namespace, focus = true }: ConnectParameters,
): Promise<void> {
  const adapter = requireAdapter(ctx, namespace)
  const network = selectNetworkOf(ctx.store.getState(), namespace)
  if (!network) throw createError(NETWORK_MISSING, { namespace })
  const kind = classifyConnection(ctx, namespace, connectorId)
  if (kind === 'connected') {
    // Already this wallet (a restore landed while the list was open): the pick is done.
    endConnectFlow(ctx)
    return
  }
  const wasConnected = isConnectedNow(ctx, namespace)
  const inFlight = connectsInFlight(ctx)
  inFlight.set(namespace, (inFlight.get(namespace) ?? 0) + 1)
  const latest = latestConnects(ctx)
  const ticket = (latest.get(namespace)?.ticket ?? 0) + 1
  latest.set(namespace, { ticket, connectorId })
  // A later pick of another wallet decides; the same wallet asked again (Try again) may still be
  // answered by its first request.
  const supersededBy = () => {
    const now = latest.get(namespace)
    return now && now.ticket !== ticket ? now : undefined
  }
  setStatus(ctx.store, namespace, 'connecting')
  ctx.store.setState((state) => ({ connection: { ...state.connection, lastError: undefined } }))
  ctx.emit({ type: 'CONNECT_STARTED', connectorId, namespace })
  // A connect started from the open modal ends when the person closes it ('Modal closed'): a
  // wallet that never answers must not leave the namespace 'connecting' with no way out.
  let untrack = () => {}
  const closed = ctx.store.getState().modal.open
    ? new Promise<never>((_, reject) => {
        const entry = { reject }
        ctx.pending.add(entry)
        untrack = () => ctx.pending.delete(entry)
      })
    : undefined
  try {
    const attempt =
      kind === 'active'
        ? adapter.reconnect({ connectorId, network })
        : adapter.connect({ connectorId, network })
    const result = await (closed ? Promise.race([attempt, closed]) : attempt).finally(() => {
      inFlight.set(namespace, (inFlight.get(namespace) ?? 1) - 1)
    })
    untrack()
    if (result.accounts.length === 0) throw new Error('The wallet returned no accounts')
    if (supersededBy() && supersededBy()?.connectorId !== connectorId) {
      ctx.logger.debug(`Connecting ${connectorId} answered after a later pick; the later one decides`)
      return
    }
    applyConnection(ctx, namespace, result, { focus })
    ctx.emit({
      type: 'CONNECT_SUCCESS',
      connectorId,
      namespace,
      address: ctx.store.getState().accounts[namespace].address ?? '',
    })
  } catch (cause) {
    untrack()
    const error = mapConnectError(cause)
    if (supersededBy()) {
      ctx.logger.warn(`Connecting ${connectorId} failed after a later pick: ${error.shortMessage}`)
      throw error
    }
    // The namespace's connection as it is now stands. One made meanwhile (a restore that landed
    // while the person picked the same wallet) made this attempt moot: no error to show.
    const standing = isConnectedNow(ctx, namespace)
    setStatus(ctx.store, namespace, standing ? 'connected' : 'disconnected')
    if (wasConnected || !standing)
      ctx.store.setState((state) => ({ connection: { ...state.connection, lastError: error } }))
    ctx.logger.warn(`Connecting ${connectorId} failed: ${error.shortMessage}`)
    ctx.emit({ type: 'CONNECT_ERROR', connectorId, namespace, error })
    throw error
  }
  endConnectFlow(ctx)
  void moveToChosenNetwork(ctx, namespace)
  void followSharedSession(ctx, namespace, connectorId)
}

const isConnectedNow = (ctx: ClientContext, namespace: NetworkNamespace): boolean => {
  const { connection, accounts } = ctx.store.getState()
  return connection.activeConnectorId[namespace] !== undefined && accounts[namespace].address !== undefined
}
