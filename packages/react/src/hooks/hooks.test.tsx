import type { Connector } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { SigilProvider } from '../context/SigilProvider.js'
import { useAccount } from './useAccount.js'
import { useBalance } from './useBalance.js'
import { useModalState } from './useModalState.js'
import { useSigilEvents } from './useSigilEvents.js'
import { useTheme } from './useTheme.js'
import { useWalletProvider } from './useWalletProvider.js'

afterEach(cleanup)

const rabbit: Connector = {
  id: 'Rabbit',
  type: 'ANNOUNCED',
  name: 'Rabbit',
  chain: 'eip155',
  info: { rdns: 'io.rabbit' },
}

describe('hooks', () => {
  it('re-render a component only when what it reads changes', async () => {
    const { client } = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
    await client.ready()
    let accountRenders = 0
    let modalRenders = 0
    function AccountReader() {
      accountRenders++
      return <span>{useAccount().address ?? 'none'}</span>
    }
    function ModalReader() {
      modalRenders++
      return <span>{useModalState().open ? 'open' : 'closed'}</span>
    }
    render(
      <SigilProvider client={client}>
        <AccountReader />
        <ModalReader />
      </SigilProvider>,
    )
    const [accountBefore, modalBefore] = [accountRenders, modalRenders]
    await act(async () => client.open())
    expect(modalRenders).toBe(modalBefore + 1)
    expect(accountRenders).toBe(accountBefore)
    await act(async () => client.setThemeMode('dark'))
    expect(modalRenders).toBe(modalBefore + 1)
    expect(accountRenders).toBe(accountBefore)
    await act(async () => client.connect({ connectorId: 'Rabbit', namespace: 'eip155' }))
    expect(accountRenders).toBeGreaterThan(accountBefore)
    expect(screen.getByText('0x1111111111111111111111111111111111111111')).toBeTruthy()
  })

  it('ConnectButton says Connect, opens the modal, then shows the account and balance', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [rabbit], balance: { balance: '2.5', symbol: 'ETH' } },
    })
    await client.ready()
    render(
      <SigilProvider client={client}>
        <ConnectButton />
        <NetworkButton />
      </SigilProvider>,
    )
    const button = screen.getByRole('button', { name: 'Connect' })
    await act(async () => button.click())
    expect(client.getState().modal.open).toBe(true)
    await act(async () => {
      await client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
      await client.refreshBalance('eip155')
    })
    expect(screen.getByRole('button', { name: '0x1111…1111 · 2.500 ETH' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeTruthy()
  })

  it('useBalance, useTheme, useWalletProvider and useSigilEvents follow the client', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [rabbit], balance: { balance: '0.1', symbol: 'ETH' } },
    })
    await client.ready()
    const events = vi.fn()
    let latest: { balance?: string; theme?: string; provider?: unknown } = {}
    function Reader() {
      const balance = useBalance()
      const theme = useTheme()
      const { provider } = useWalletProvider()
      useSigilEvents(events)
      latest = { balance: balance.formatted, theme: theme.themeMode, provider }
      return null
    }
    render(
      <SigilProvider client={client}>
        <Reader />
      </SigilProvider>,
    )
    expect(latest.provider).toBeUndefined()
    await act(async () => {
      await client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
      await client.refreshBalance('eip155')
      client.setThemeMode('dark')
    })
    expect(latest).toMatchObject({ balance: '0.100 ETH', theme: 'dark' })
    expect(latest.provider).toBeDefined()
    expect(events).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'CONNECT_SUCCESS', connectorId: 'Rabbit' }),
    )
  })

  it('tells the developer when no provider is above a hook', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<ConnectButton />)).toThrow(/SigilProvider/)
    vi.restoreAllMocks()
  })
})
