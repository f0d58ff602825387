import type { CaipNetwork } from '@sigil/core'
import { CHAIN_NOT_SUPPORTED, createError } from '@sigil/core/internal'
import { addChainParameters } from '../chain/addChainParameters.js'
import { evmChainId } from '../chain/evmChainId.js'
import { toHexQuantity } from '../chain/toHexQuantity.js'
import type { Eip1193Provider } from '../eip1193.js'
import { toWalletRequestError } from '../errors/toWalletRequestError.js'
import { UNRECOGNIZED_CHAIN_CODE, walletErrorCode } from '../errors/walletErrorCode.js'

/**
 * Asks the wallet to switch; when it does not know the chain (4902), asks it to add the
 * chain and switches again. A chain the wallet will not add is 'Chain is not supported'.
 */
export async function switchChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = toHexQuantity(evmChainId(network))
  const switchTo = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchTo()
    return
  } catch (error) {
    if (walletErrorCode(error) !== UNRECOGNIZED_CHAIN_CODE) throw toWalletRequestError(error)
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] })
  } catch (error) {
    throw createError(CHAIN_NOT_SUPPORTED, undefined, { cause: error })
  }
  try {
    await switchTo()
  } catch (error) {
    throw toWalletRequestError(error)
  }
}
