import { validateCustomWallets } from '../connectors/customWallets.js'
import type { Logger } from '../logger/index.js'
import { validateAllowanceResetTokens } from './allowanceResetConfig.js'
import { validateDappMetadata } from './dappMetadata.js'
import type { SigilConfig } from './types.js'

/** The config members only lazily loaded code reads: the page's first load neither checks nor holds them. */
export type LaterMembers = Pick<SigilConfig, 'metadata' | 'customWallets' | 'allowanceResetTokens'>

/**
 * Checks the members only lazily loaded code reads, as start-up's first step, and puts each one
 * that fits on the client's config (the checks copy what they keep). One that does not fit is
 * left off and logged as INVALID_CONFIG with the reason a person fixes it by; the rest of the
 * client runs, and nothing is thrown out of the page.
 */
export function checkLaterMembers(config: SigilConfig, given: LaterMembers, logger: Logger): void {
  const members: LaterMembers = config
  const keep = <K extends keyof LaterMembers>(
    member: K,
    check: (value: NonNullable<LaterMembers[K]>) => LaterMembers[K],
  ): void => {
    const value = given[member]
    if (value === undefined) return
    try {
      members[member] = check(value)
    } catch (error) {
      logger.error(`Left config.${member} out`, error)
    }
  }
  keep('metadata', validateDappMetadata)
  keep('customWallets', validateCustomWallets)
  keep('allowanceResetTokens', validateAllowanceResetTokens)
}
