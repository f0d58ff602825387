import type { Connector } from '@sigil/core'
import { createTestClient, testMainnet } from '@sigil/test'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LoadAccountList } from '../../modal/ModalOptionsContext.js'

import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }
const HASH = `0x${'cd'.repeat(32)}`

const loadAccountList: LoadAccountList = async (kind) =>
  kind === 'tokens'
    ? [
        {
          chainId: 'eip155:1',
          name: 'USD Coin',
          symbol: 'USDC',
          quantity: { numeric: '2500.25' },
          value: 2500.25,
        },
      ]
    : kind === 'activity'
      ? [
          {
            id: HASH,
            metadata: {
              minedAt: '2025-05-14T09:41:00Z',
              operationType: 'send',
              status: 'confirmed',
              sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
              hash: HASH,
            },
            transfers: [
              { fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1234.5' } },
            ],
          },
        ]
      : []

async function openAccountIn(locale: string) {
  const test = createTestClient({
    solana: false,
    evm: { connectors: [rabbit], balance: { balance: '10000.6998', symbol: 'ETH' } },
    networks: [testMainnet],
    locale,
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  await test.client.refreshBalance('eip155')
  const rendered = await renderModal(test.client, { loadAccountList })
  await act(async () => test.client.open())
  await rendered.screen.findByRole('tablist')
  return { ...test, ...rendered }
}

describe('the Account view writes numbers in the modal’s language (issue 22)', () => {
  it('R-UI-22 in German: the balance, a token’s amount and dollar value, an activity’s amount and day', async () => {
    const { screen } = await openAccountIn('de')
    // The German table arrives with its chunk; the numbers follow it.
    expect(await screen.findByText('10.000,700 ETH')).toBeTruthy()
    const token = await screen.findByTestId('token-row')
    expect(token.textContent).toContain('2.500,250 USDC')
    expect(token.textContent).toContain('2.500,25\u00a0$')
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Aktivität' })))
    const row = await screen.findByTestId('activity-row')
    expect(row.textContent).toContain('−1.234,500 ETH')
    expect(row.textContent).toContain('Mai')
    // Amounts read left to right whatever the modal's direction.
    expect(within(row).getByText('−1.234,500 ETH').closest('[dir]')?.getAttribute('dir')).toBe('ltr')
  })

  it('switching the language at run time rewrites the numbers: German, then English', async () => {
    const { client, screen } = await openAccountIn('de')
    expect(await screen.findByText('10.000,700 ETH')).toBeTruthy()
    await act(async () => client.setLocale('en'))
    await waitFor(() => expect(screen.queryByText('10,000.700 ETH')).not.toBeNull())
  })
})
