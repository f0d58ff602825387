import type { NetworkNamespace } from '../../caip/types.js'
import { SIGN_OUT_TIMEOUT_MS } from '../../constants/index.js'
import { createError, FAILED_TO_DISCONNECT, type SigilError } from '../../errors/index.js'
import { AUTH_STORAGE_NAMES } from '../../storage/index.js'
import type { ClientContext } from '../context.js'
import { timersOf } from '../contextParts.js'
import { NETWORK_NAMESPACES } from '../namespaces.js'
import { patchAccount } from '../stateUpdates.js'
import { withTimeout } from '../withTimeout.js'
import { checkParameters } from './checkRoute.js'
import { close } from './close.js'
import { requireAdapter } from './requireAdapter.js'
import { resetNamespace } from './resetNamespace.js'

export type DisconnectParameters = { namespace?: NetworkNamespace; closeModal?: boolean }
export type DisconnectReturnType = Promise<void>
export type DisconnectErrorType = SigilError

/**
 * Disconnects one namespace, or every namespace that is not disconnected. The adapter's
 * sign-out is awaited at most 3000 ms (R-EMBED-07); the state is reset either way
 * (R-STATE-24), the cached login data is removed (R-EMBED-06) and the modal closes unless
 * `closeModal: false` (R-STATE-25). A sign-out that threw is reported as FAILED_TO_DISCONNECT
 * after the reset.
 */
export async function disconnect(
  ctx: ClientContext,
  parameters: DisconnectParameters = {},
): DisconnectReturnType {
  checkParameters(parameters, 'disconnect parameters')
  const { namespace, closeModal = true } = parameters
  if (namespace) requireAdapter(ctx, namespace)
  const state = ctx.store.getState()
  const targets = namespace
    ? [namespace]
    : NETWORK_NAMESPACES.filter((ns) => state.connection.status[ns] !== 'disconnected')
  const failures: unknown[] = []
  await Promise.all(
    targets.map(async (ns) => {
      const adapter = ctx.adapters.get(ns)
      const connectorId = state.connection.activeConnectorId[ns]
      if (adapter && connectorId) {
        try {
          const outcome = await withTimeout(
            timersOf(ctx),
            adapter.disconnect({ connectorId }),
            SIGN_OUT_TIMEOUT_MS,
          )
          if (outcome.timedOut)
            ctx.logger.warn(`Gave up waiting for the ${ns} sign-out after ${SIGN_OUT_TIMEOUT_MS} ms`)
        } catch (error) {
          failures.push(error)
        }
      }
      resetNamespace(ctx, ns, { closeModal: false })
      patchAccount(ctx.store, ns, { user: undefined })
      ctx.emit({ type: 'DISCONNECT_SUCCESS', namespace: ns })
    }),
  )
  for (const name of AUTH_STORAGE_NAMES) ctx.storage.remove(ctx.keys.auth(name))
  if (closeModal) close(ctx)
  if (failures.length > 0) {
    const error = createError(FAILED_TO_DISCONNECT, {}, { cause: failures[0] })
    ctx.emit({ type: 'ERROR', error, uncaught: false })
    throw error
  }
}
