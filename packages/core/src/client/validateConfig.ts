import type { CaipNetwork } from '../caip/types.js'
import { createError, SIWE_AND_SIWX } from '../errors/index.js'
import type { Logger } from '../logger/index.js'
import { invalidConfig } from './invalidConfig.js'
import { isNetworkNamespace } from './namespaces.js'
import type { SigilConfig } from './types.js'

// What each sign-in option must be able to do (its other members are optional).
const SIGN_IN_METHODS = {
  siwx: 'createMessage addSession getSession revokeSession listSessions getRequired',
  siweConfig: 'getNonce verifyMessage getSession signOut',
}

/**
 * Checks a config at creation and returns it with duplicate networks removed. Both sign-in
 * options throw (R-CORE-20), and so does one without its required functions; a repeated network id is ignored with a warning (R-CORE-22);
 * no networks, an unknown namespace or two adapters for one namespace are INVALID_CONFIG.
 * The members only lazily loaded code reads are left out of the copy: start-up checks them and
 * puts them back (checkLaterMembers.ts), so their checks are not in the page's first load.
 */
export function validateConfig(config: SigilConfig, logger: Logger): SigilConfig {
  if (config.siweConfig !== undefined && config.siwx !== undefined) throw createError(SIWE_AND_SIWX)
  for (const [option, names] of Object.entries(SIGN_IN_METHODS)) {
    const value = config[option as keyof typeof SIGN_IN_METHODS] as Record<string, unknown> | undefined
    const missing =
      value === undefined ? [] : names.split(' ').filter((name) => typeof value[name] !== 'function')
    if (missing.length > 0) invalidConfig(`${option} needs these functions: ${missing.join(', ')}`)
  }
  if (!Array.isArray(config.networks) || config.networks.length === 0)
    invalidConfig('networks must hold at least one network')
  const networks: CaipNetwork[] = []
  for (const network of config.networks) {
    if (!isNetworkNamespace(network.chainNamespace))
      invalidConfig(`unknown namespace ${String(network.chainNamespace)}`)
    if (networks.some((known) => known.caipNetworkId === network.caipNetworkId)) {
      logger.warn(`Ignored the repeated network ${network.caipNetworkId}`)
      continue
    }
    networks.push(network)
  }
  const seen = new Set<string>()
  for (const adapter of config.adapters ?? []) {
    if (!isNetworkNamespace(adapter.namespace))
      invalidConfig(`unknown adapter namespace ${String(adapter.namespace)}`)
    if (seen.has(adapter.namespace)) invalidConfig(`two adapters for ${adapter.namespace}`)
    seen.add(adapter.namespace)
  }
  if (
    config.defaultNetwork &&
    !networks.some((n) => n.caipNetworkId === config.defaultNetwork?.caipNetworkId)
  )
    invalidConfig('defaultNetwork is not one of networks')
  const { metadata: _m, customWallets: _c, allowanceResetTokens: _a, ...checked } = config
  return { ...checked, networks }
}
