import type { CaipNetwork, Connector } from '@sigil/core'
import { createTestClient, testMainnet } from '@sigil/test'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadAccountList } from '../../modal/ModalOptionsContext.js'

import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(async () => {
  await cleanupModals()
  vi.unstubAllGlobals()
})

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }
const HASH = `0x${'ab'.repeat(32)}`
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function openAccount(network: CaipNetwork, loadAccountList?: LoadAccountList) {
  const test = createTestClient({
    solana: false,
    evm: { connectors: [rabbit], balance: { balance: '10000.6998', symbol: 'ETH' }, chainId: network.id },
    networks: [network],
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  await test.client.refreshBalance('eip155')
  const rendered = await renderModal(test.client, loadAccountList ? { loadAccountList } : {})
  await act(async () => test.client.open())
  await rendered.screen.findByRole('tablist')
  return { ...test, ...rendered }
}

describe('Account', () => {
  it('R-UI-22 the balance is grouped with 3 decimals, as every view shows amounts', async () => {
    const { screen } = await openAccount(testMainnet)
    expect(await screen.findByText('10,000.700 ETH')).toBeTruthy()
  })

  it('copies the address and says so in a toast; without a clipboard it says how to copy by hand', async () => {
    const written: string[] = []
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => written.push(text) },
    })
    const { client, screen } = await openAccount(testMainnet)
    const address = client.getState().accounts.eip155?.address
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(written).toEqual([address])
    expect(client.getState().toasts.map((toast) => [toast.message, toast.variant])).toEqual([
      ['Address copied', 'success'],
    ])

    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(client.getState().toasts.at(-1)).toMatchObject({
      message: 'Could not copy: select the address and copy it',
      variant: 'error',
    })
  })

  it('an activity row names the counterparty and opens the transaction on the network’s explorer (http(s) only)', async () => {
    const sent = (explorer: string) => ({
      network: { ...testMainnet, blockExplorers: { default: { name: 'Scan', url: explorer } } },
      loader: (async (kind) =>
        kind === 'activity'
          ? [
              {
                id: HASH,
                metadata: {
                  minedAt: '2025-05-14T09:41:00Z',
                  chain: 'eip155:1',
                  operationType: 'send',
                  status: 'confirmed',
                  sentFrom: '0x1',
                  sentTo: BOB,
                  hash: HASH,
                },
                transfers: [
                  { fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1234.5' } },
                ],
              },
            ]
          : []) satisfies LoadAccountList,
    })
    const safe = sent('https://scan.example/')
    const { screen } = await openAccount(safe.network, safe.loader)
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Activity' })))
    const row = await screen.findByTestId('activity-row')
    expect(within(row).getByTestId('activity-counterparty').textContent).toBe('To 0x7099…79C8')
    expect(within(row).getByTestId('activity-counterparty').getAttribute('title')).toBe(BOB)
    expect(within(row).getByRole('link', { name: 'View on the explorer' }).getAttribute('href')).toBe(
      `https://scan.example/tx/${HASH}`,
    )
    expect(row.textContent).toContain('−1,234.500 ETH')
    await cleanupModals()

    const hostile = sent('javascript:alert(1)')
    const second = await openAccount(hostile.network, hostile.loader)
    await act(async () => fireEvent.click(second.screen.getByRole('tab', { name: 'Activity' })))
    const plain = await second.screen.findByTestId('activity-row')
    await waitFor(() => expect(within(plain).queryByTestId('activity-counterparty')).not.toBeNull())
    expect(within(plain).queryByRole('link')).toBeNull()
  })
})
