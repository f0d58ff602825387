import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { patchChain } from '../stateUpdates.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * After a connect: a network the person chose while disconnected is where the connection
 * starts, so a wallet that connected elsewhere is asked to move there. The choice is used
 * once. A refusal leaves the page on the wallet's network with `chain.switchFailure` set;
 * nothing is thrown (the connect itself succeeded).
 */
export async function moveToChosenNetwork(ctx: ClientContext, namespace: NetworkNamespace): Promise<void> {
  const state = ctx.store.getState()
  const chosenId = state.chain.chosenNetworkId
  if (!chosenId) return
  patchChain(ctx.store, { chosenNetworkId: undefined })
  const chosen = state.chain.networks.find((network) => network.caipNetworkId === chosenId)
  if (!chosen || chosen.chainNamespace !== namespace) return
  const walletThere =
    state.chain.activeNetworkByNamespace[namespace] === chosenId &&
    state.chain.unsupportedNetwork?.namespace !== namespace
  if (walletThere) return
  try {
    await switchNetwork(ctx, chosen)
  } catch (error) {
    ctx.logger.warn(`The wallet did not move to the chosen network ${chosen.name}`, error)
  }
}
