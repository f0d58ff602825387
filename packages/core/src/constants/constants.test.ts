import { describe, expect, it } from 'vitest'
import { OP_STACK_BLOCK_TIME_MS, ZKSYNC_BLOCK_TIME_MS } from '../caip/networks/stackBlockTime.js'
import { DEFAULT_ACCOUNT_TYPES } from '../client/initialState.js'
import { DEFAULT_REMOTE_SOCIALS } from '../features/defaultFeatures.js'
import { LOG_LEVELS } from '../logger/createLogger.js'
import * as table from './index.js'

// The table, with the few values a page's first load reads, which are defined where they are read.
const constants = {
  ...table,
  OP_STACK_BLOCK_TIME_MS,
  ZKSYNC_BLOCK_TIME_MS,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_REMOTE_SOCIALS,
  LOG_LEVELS,
}

describe('constants', () => {
  it('R-CORE-24 the spec §9 values, spot-checked by name', () => {
    expect(constants.EVM_ADDRESS_CACHE_SIZE).toBe(8192)
    expect(constants.COIN_TYPE_CHAIN_ID_LIMIT).toBe(2147483648)
    expect(constants.MAX_BLOB_DATA_BYTES).toBe(761855)
    expect(constants.MAX_ZK_BYTECODE_BYTES).toBe(2097120)
    expect(constants.ZKSYNC_DEFAULT_GAS_PER_PUBDATA).toBe(50000n)
    expect([constants.OP_STACK_BLOCK_TIME_MS, constants.ZKSYNC_BLOCK_TIME_MS]).toEqual([2000, 1000])
    expect(constants.EMAIL_DISPLAY_MAX_CHARS).toBe(30)
    expect(constants.ACCOUNT_NAME_MIN_LENGTH).toBe(4)
  })

  it('R-CORE-24 the whole table is pinned by a snapshot', () => {
    const pinned = Object.fromEntries(
      Object.entries(constants).map(([name, value]) => [
        name,
        typeof value === 'bigint' ? `${value}n` : value,
      ]),
    )
    expect(pinned).toMatchSnapshot()
  })
})
