import {
  type AccountType,
  type CaipNetworkId,
  isEvmAddress,
  type Logger,
  type NetworkNamespace,
} from '@sigil/core'
import {
  accountTypeRefusal,
  createError,
  type SigilInternalClient,
  SMART_ACCOUNT_UNAVAILABLE,
} from '@sigil/core/internal'
import { FrameRequestError } from './frameErrors.js'
import type { FrameTransport } from './frameTransport.js'

type Call = (...args: Parameters<FrameTransport['request']>) => Promise<Record<string, unknown>>

/**
 * Asks the secure site on which networks its users have smart accounts and tells the client
 * (R-EMBED-31 getSmartAccountEnabledNetworks); the answer is chain ids, or CAIP-2 ids.
 */
export async function syncSmartAccountNetworks(
  frame: FrameTransport,
  client: SigilInternalClient,
  logger: Logger,
) {
  try {
    const { smartAccountEnabledNetworks } = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    client.setSmartAccountNetworks(parseSmartAccountNetworks(smartAccountEnabledNetworks))
  } catch (error) {
    logger.warn('Reading the smart-account networks of the embedded wallet failed', error)
  }
}

/** The eip155 networks of the frame's answer; anything else in it is dropped. */
export function parseSmartAccountNetworks(value: unknown): CaipNetworkId[] {
  if (!Array.isArray(value)) return []
  const ids = value.flatMap((entry): CaipNetworkId[] => {
    if (typeof entry === 'number' && Number.isSafeInteger(entry) && entry > 0) return [`eip155:${entry}`]
    if (typeof entry === 'string' && /^eip155:[1-9]\d{0,18}$/.test(entry)) return [entry as CaipNetworkId]
    if (typeof entry === 'string' && /^[1-9]\d{0,18}$/.test(entry)) return [`eip155:${entry}`]
    return []
  })
  return [...new Set(ids)]
}

export type AccountTypeSwitchOptions = {
  client: SigilInternalClient
  call: Call
  /** Tells the adapter the wallet now acts with `address` (the provider's accountsChanged). */
  onAccountChanged: (address: string) => void
}

/**
 * Switches the embedded wallet between its owner key and its smart account (spec §6): refused
 * unless R-STATE-30 allows it; a smart account is made ready on the network first
 * (INIT_SMART_ACCOUNT), then SET_PREFERRED_ACCOUNT, then the client's preferred type and the
 * adapter's address follow the site's answer.
 */
export function createAccountTypeSwitch({ client, call, onAccountChanged }: AccountTypeSwitchOptions) {
  return async (namespace: NetworkNamespace, type: AccountType): Promise<void> => {
    if (namespace !== 'eip155' || (type !== 'eoa' && type !== 'smartAccount'))
      throw createError(SMART_ACCOUNT_UNAVAILABLE, {
        reason: 'the embedded wallet has an eoa and a smart account on eip155 only',
      })
    const reason = accountTypeRefusal(client.getState(), namespace, type)
    if (reason) throw createError(SMART_ACCOUNT_UNAVAILABLE, { reason })
    if (type === 'smartAccount') await call('INIT_SMART_ACCOUNT')
    const { address } = await call('SET_PREFERRED_ACCOUNT', { type })
    if (typeof address !== 'string' || !isEvmAddress(address))
      throw new FrameRequestError({ message: 'The embedded wallet sent an address Sigil cannot read' })
    client.setPreferredAccountType(namespace, type)
    onAccountChanged(address)
  }
}
