import type { CaipAddress, CaipNetwork, NetworkNamespace } from '../../caip/types.js'
import type { SigilError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { patchChain, setActiveNetwork } from '../stateUpdates.js'
import { writeStoredConnection } from '../storedConnectionWrites.js'
import { describeSwitchFailure, toSwitchError } from '../switchFailure.js'
import { close } from './close.js'
import { refreshBalanceLater } from './refreshBalanceLater.js'
import { requireAdapter } from './requireAdapter.js'
import { resyncWalletChain } from './resyncWalletChain.js'
import { goBack, push, replace } from './router.js'

export type AskWalletToSwitchParameters = {
  namespace: NetworkNamespace
  connectorId: string
  network: CaipNetwork
  /** The switch moves to another chain family: `isSwitchingNamespace` is set while it runs. */
  changesFamily: boolean
}

/** Views a switch is chosen from; once the wallet is there, the person is done with them. */
const CHOOSING_VIEWS: readonly string[] = ['Networks', 'UnsupportedChain']

/**
 * Asks the connected wallet to move to `network` through its namespace's adapter, whatever
 * the adapter (injected, wallet-connect …): the adapter contract is `switchNetwork`, and
 * optionally `getChainId` to read where the wallet really is after a failure.
 * - While the wallet works and the modal is open, SwitchNetwork shows.
 * - On success the app's network, the account's CAIP address and the stored connection
 *   follow, the balance is read again, and the modal leaves the switch views.
 * - On failure `chain.switchFailure` holds words for the modal (SwitchNetwork shows them),
 *   the page resyncs to the network the wallet is on, and the typed error is thrown for a
 *   programmatic caller; views catch it.
 */
export async function askWalletToSwitch(
  ctx: ClientContext,
  { namespace, connectorId, network, changesFamily }: AskWalletToSwitchParameters,
): Promise<void> {
  const adapter = requireAdapter(ctx, namespace)
  patchChain(ctx.store, {
    switchFailure: undefined,
    ...(changesFamily ? { isSwitchingNamespace: true } : {}),
  })
  const { modal, router } = ctx.store.getState()
  // A retry from SwitchNetwork's own failure replaces it rather than stacking another.
  if (modal.open) (router.view === 'SwitchNetwork' ? replace : push)(ctx, 'SwitchNetwork', { network })
  let failure: SigilError | undefined
  try {
    await adapter.switchNetwork({ connectorId, network })
  } catch (cause) {
    failure = toSwitchError(cause)
  } finally {
    if (changesFamily) patchChain(ctx.store, { isSwitchingNamespace: false })
  }
  if (failure) {
    patchChain(ctx.store, { switchFailure: describeSwitchFailure(failure, network) })
    ctx.logger.warn(`Switching to ${network.name} failed: ${failure.shortMessage}`)
    await resyncWalletChain(ctx, namespace, connectorId)
    throw failure
  }
  landOn(ctx, namespace, connectorId, network)
  leaveSwitchViews(ctx)
}

function landOn(ctx: ClientContext, namespace: NetworkNamespace, connectorId: string, network: CaipNetwork) {
  const id = network.caipNetworkId
  setActiveNetwork(ctx.store, network)
  patchChain(ctx.store, { chosenNetworkId: undefined })
  writeStoredConnection(ctx, namespace, { connectorId, caipNetworkId: id })
  const address = ctx.store.getState().accounts[namespace].address
  if (address)
    ctx.store.setState((s) => ({
      accounts: {
        ...s.accounts,
        [namespace]: { ...s.accounts[namespace], caipAddress: `${id}:${address}` as CaipAddress },
      },
    }))
  ctx.emit({ type: 'SWITCH_NETWORK', caipNetworkId: id })
  refreshBalanceLater(ctx, namespace)
}

/** SwitchNetwork goes; a list the network was chosen from goes too (back, or closed when it was the first view). */
export function leaveSwitchViews(ctx: ClientContext): void {
  if (ctx.store.getState().router.view === 'SwitchNetwork') goBack(ctx)
  const { router, modal } = ctx.store.getState()
  if (!modal.open || !CHOOSING_VIEWS.includes(router.view)) return
  if (router.history.length > 1) goBack(ctx)
  else close(ctx)
}
