import { isSigilError } from '@sigil/core'
import { describe, expect, it, vi } from 'vitest'
import { createEvmAdapter as evm } from './createEvmAdapter.js'
import { recordingContext, testNetwork } from './test/context.js'
import { type FakeEip1193Provider, walletError, walletProvider } from './test/FakeEip1193Provider.js'
import { FakeWindow, walletInfo } from './test/FakeWindow.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = testNetwork({ id: 31337 })

function connectedSetup(provider: FakeEip1193Provider) {
  const window = new FakeWindow()
  window.installWallet({ info: walletInfo(), provider })
  const recorded = recordingContext([network])
  const adapter = evm({ window })
  adapter.setup(recorded.context)
  return { adapter, ...recorded }
}

describe('evm() connection', () => {
  it('R-EVM-02 connects an announced wallet: eth_requestAccounts then eth_chainId', async () => {
    const provider = walletProvider([ADDRESS.toLowerCase()], 31337)
    const { adapter } = connectedSetup(provider)
    const connection = await adapter.connect({ connectorId: 'dev.sigil.test', network })
    expect(connection).toEqual({
      connectorId: 'dev.sigil.test',
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
      chainId: 31337,
    })
    expect(provider.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('R-EVM-01 connects the injected wallet', async () => {
    const window = new FakeWindow()
    window.ethereum = walletProvider([ADDRESS], 1)
    const adapter = evm({ window })
    adapter.setup(recordingContext().context)
    const connection = await adapter.connect({ connectorId: 'injected', network })
    expect(connection.accounts.map((account) => account.address)).toEqual([ADDRESS])
    expect(connection.chainId).toBe(1)
  })

  it('R-EVM-12 uses eth_accounts, eth_chainId and wallet_addEthereumChain', async () => {
    const provider = walletProvider([ADDRESS], 1)
    let added = false
    provider
      .handle('wallet_switchEthereumChain', () => {
        if (!added) throw walletError(4902, 'Unrecognized chain ID')
        return null
      })
      .handle('wallet_addEthereumChain', () => {
        added = true
        return null
      })
    const { adapter } = connectedSetup(provider)
    await adapter.reconnect({ connectorId: 'dev.sigil.test', network })
    await adapter.switchNetwork({ connectorId: 'dev.sigil.test', network })
    expect(provider.methods()).toEqual([
      'eth_accounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it('R-EVM-12 reconnect does not prompt and throws when the wallet has no authorized accounts', async () => {
    const provider = walletProvider([], 1)
    const { adapter } = connectedSetup(provider)
    const failure = adapter.reconnect({ connectorId: 'dev.sigil.test', network })
    await expect(failure).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
      shortMessage: 'Failed to connect',
    })
    expect(provider.methods()).toEqual(['eth_accounts'])
  })

  it("R-ERR-12 a wallet's refusal (4001) on connect is 'Connection rejected'", async () => {
    const provider = walletProvider([ADDRESS], 1).handle('eth_requestAccounts', () => {
      throw walletError(4001, 'User rejected the request.')
    })
    const { adapter } = connectedSetup(provider)
    const error = await adapter.connect({ connectorId: 'dev.sigil.test', network }).catch((caught) => caught)
    expect(isSigilError(error, 'CONNECTION_REJECTED')).toBe(true)
    expect(error.shortMessage).toBe('Connection rejected')
  })

  it("R-ERR-12 any other connect failure is 'Failed to connect'", async () => {
    const provider = walletProvider([ADDRESS], 1).handle('eth_requestAccounts', () => {
      throw walletError(-32603, 'internal')
    })
    const { adapter } = connectedSetup(provider)
    await expect(adapter.connect({ connectorId: 'dev.sigil.test', network })).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
      message: expect.stringContaining('Failed to connect'),
    })
    await expect(adapter.connect({ connectorId: 'unknown.wallet', network })).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
  })

  it.each([
    ['malformed accounts', ['not-an-address', 42, null], '0x7a69'],
    ['a non-hex chain id', [ADDRESS], '0x7a69zz'],
    ['no chain id', [ADDRESS], null],
  ])(
    "R-SEC-11 a wallet that answers with %s is 'Failed to connect', with nothing applied",
    async (_label, accounts, chainId) => {
      const provider = walletProvider([ADDRESS], 31337)
        .handle('eth_requestAccounts', () => accounts)
        .handle('eth_chainId', () => chainId)
      const { adapter, events } = connectedSetup(provider)
      await expect(adapter.connect({ connectorId: 'dev.sigil.test', network })).rejects.toMatchObject({
        code: 'FAILED_TO_CONNECT',
      })
      expect(events.filter((event) => event.type !== 'connectorsChanged')).toEqual([])
    },
  )

  it("R-EVM-02 forwards accountsChanged and chainChanged (in the wallet's order), and empty accounts as a disconnect", async () => {
    const provider = walletProvider([ADDRESS], 1)
    const { adapter, events } = connectedSetup(provider)
    await adapter.connect({ connectorId: 'dev.sigil.test', network })
    events.length = 0
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    provider.emit('accountsChanged', [other.toLowerCase()])
    provider.emit('chainChanged', '0xa')
    provider.emit('disconnect', walletError(1013, 'reconnecting'))
    provider.emit('accountsChanged', [])
    provider.emit('disconnect', walletError(4900, 'gone'))
    // Accounts are checksummed by code loaded on first use: the events follow, in the wallet's order.
    await vi.waitFor(() => expect(events).toHaveLength(4))
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'dev.sigil.test',
        accounts: [{ namespace: 'eip155', address: other, type: 'eoa' }],
      },
      { type: 'chainChanged', connectorId: 'dev.sigil.test', chainId: 10 },
      { type: 'disconnect', connectorId: 'dev.sigil.test' },
      { type: 'disconnect', connectorId: 'dev.sigil.test' },
    ])
  })

  it('R-EVM-02 subscribes once when connecting twice', async () => {
    const provider = walletProvider([ADDRESS], 1)
    const { adapter } = connectedSetup(provider)
    await adapter.connect({ connectorId: 'dev.sigil.test', network })
    await adapter.reconnect({ connectorId: 'dev.sigil.test', network })
    expect(provider.listenerCount('accountsChanged')).toBe(1)
  })

  it('R-EVM-02 disconnect revokes permissions, ignores a wallet that cannot, and removes listeners', async () => {
    const provider = walletProvider([ADDRESS], 1)
    const { adapter, events } = connectedSetup(provider)
    await adapter.connect({ connectorId: 'dev.sigil.test', network })
    await expect(adapter.disconnect({ connectorId: 'dev.sigil.test' })).resolves.toBeUndefined()
    expect(provider.calls.at(-1)).toEqual({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(provider.listenerCount('accountsChanged')).toBe(0)
    expect(provider.listenerCount('chainChanged')).toBe(0)
    expect(provider.listenerCount('disconnect')).toBe(0)
    events.length = 0
    provider.emit('accountsChanged', [])
    expect(events).toEqual([])
  })
})
