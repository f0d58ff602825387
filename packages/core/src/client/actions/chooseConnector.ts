import type { Connector } from '../../adapter.js'
import type { NetworkNamespace } from '../../caip/types.js'
import { createError, FAILED_TO_CONNECT, type SigilError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import type { View } from '../views.js'
import { checkParameters } from './checkRoute.js'
import { connect } from './connect.js'
import { push } from './router.js'

export type ChooseConnectorParameters = { connectorId: string; namespace: NetworkNamespace }
export type ChooseConnectorReturnType = Promise<void>
export type ChooseConnectorErrorType = SigilError

/** The view that waits for a wallet of this kind; an embedded (auth) login has its own views. */
export function connectingViewFor(connector: Connector): View | undefined {
  if (connector.type === 'AUTH') return undefined
  return connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
}

/**
 * A person picked a wallet in the modal: its connecting view is pushed and the connection
 * starts in the same gesture, because browsers let a wallet open a popup or an app link
 * only then, and nothing should wait for the view's animation.
 */
export function chooseConnector(
  ctx: ClientContext,
  parameters: ChooseConnectorParameters,
): ChooseConnectorReturnType {
  checkParameters(parameters, 'connector choice')
  const { connectorId, namespace } = parameters
  const connector = ctx.store
    .getState()
    .connectors.list.find((candidate) => candidate.id === connectorId && candidate.chain === namespace)
  if (!connector)
    return Promise.reject(
      createError(FAILED_TO_CONNECT, undefined, { details: `no connector ${connectorId} in ${namespace}` }),
    )
  const view = connectingViewFor(connector)
  // A wallet may use one connector id in several namespaces: the view waits for this one.
  if (view) push(ctx, view, { connectorId, namespace })
  return connect(ctx, { connectorId, namespace })
}
