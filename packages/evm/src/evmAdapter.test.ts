import { describe, expect, it } from 'vitest'
import { evm } from './evmAdapter.js'
import { recordingContext, testNetwork } from './test/context.js'
import { walletProvider } from './test/FakeEip1193Provider.js'
import { FakeWindow, walletInfo } from './test/FakeWindow.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = testNetwork({ id: 31337 })

// evm() is a shell in the page's first load; discovery and the EIP-1193 calls arrive in a chunk.
describe('evm() before its code has arrived', () => {
  it('R-EVM-12 a reconnect asked for while setup is still loading waits for the code, then finds the wallet', async () => {
    const window = new FakeWindow()
    const provider = walletProvider([ADDRESS], 31337)
    window.installWallet({ info: walletInfo(), provider })
    const adapter = evm({ window })
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.getProvider('dev.sigil.test')).toBeUndefined()
    const setup = adapter.setup(recordingContext([network]).context)
    const reconnecting = adapter.reconnect({ connectorId: 'dev.sigil.test', network })
    await setup
    await expect(reconnecting).resolves.toMatchObject({ connectorId: 'dev.sigil.test', chainId: 31337 })
    expect(adapter.getConnectors()).toMatchObject([{ id: 'dev.sigil.test', type: 'ANNOUNCED' }])
    expect(adapter.getProvider('dev.sigil.test')).toBe(provider)
  })

  it('R-EVM-02 a shared connector handed over before the code arrives is offered once it does, and its remover works', async () => {
    const adapter = evm({ window: new FakeWindow() })
    const provider = walletProvider([ADDRESS], 31337)
    const remove = adapter.addConnector?.({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
      provider,
    })
    const { context, events } = recordingContext([network])
    await adapter.setup(context)
    expect(adapter.getConnectors()).toMatchObject([{ id: 'walletConnect', type: 'WALLET_CONNECT' }])
    expect(adapter.getProvider('walletConnect')).toBe(provider)
    remove?.()
    expect(adapter.getConnectors()).toEqual([])
    expect(events).toContainEqual({ type: 'connectorsChanged' })
  })
})
