import { createMemoryLogSink, createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { isSigilError } from '../errors/SigilError.js'
import { createLogger } from '../logger/index.js'
import { checkLaterMembers } from './checkLaterMembers.js'
import type { SigilConfig } from './types.js'

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const metadata = { name: 'My dapp', description: 'Swaps', url: 'https://dapp.example', icons: [] }
const wallet = { id: 'acme', name: ' Acme ' }

describe('the config members only lazily loaded code reads', () => {
  it('are checked at start-up, not held unchecked before it', async () => {
    const { client } = createTestClient({
      metadata,
      customWallets: [wallet],
      allowanceResetTokens: { 1: [USDT] },
    })
    expect(client.config.metadata).toBeUndefined()
    expect(client.config.customWallets).toBeUndefined()
    expect(client.config.allowanceResetTokens).toBeUndefined()
    await client.ready()
    expect(client.config.metadata).toEqual(metadata)
    expect(client.config.customWallets).toEqual([{ id: 'acme', name: 'Acme' }])
    expect(client.config.allowanceResetTokens).toEqual({ 1: [USDT] })
  })

  it('R-SEC-11 one that does not fit is left off and logged with its reason; the others are kept', () => {
    const log = createMemoryLogSink()
    const config = { projectId: 'test', networks: [] } as SigilConfig
    checkLaterMembers(
      config,
      { metadata, customWallets: [wallet], allowanceResetTokens: { 1: ['0x12'] } },
      createLogger({ sink: log.sink }),
    )
    expect(config.metadata).toEqual(metadata)
    expect(config.customWallets).toEqual([{ id: 'acme', name: 'Acme' }])
    expect('allowanceResetTokens' in config).toBe(false)
    expect(log.records).toHaveLength(1)
    const [record] = log.records
    expect(record?.level).toBe('error')
    expect(record?.message).toBe('Left config.allowanceResetTokens out')
    expect(isSigilError(record?.data, 'INVALID_CONFIG')).toBe(true)
    expect(String(record?.data)).toContain('allowanceResetTokens must map chain ids to 0x addresses')
  })

  it('a client whose member does not fit still starts and connects', async () => {
    const { client, log } = createTestClient({ customWallets: 'not a list' as never })
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    expect(client.getState().accounts.eip155.status).toBe('connected')
    expect(log.records.some((record) => record.message === 'Left config.customWallets out')).toBe(true)
  })
})
