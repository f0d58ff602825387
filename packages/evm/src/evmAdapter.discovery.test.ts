import { describe, expect, it, vi } from 'vitest'
import { createEvmAdapter as evm } from './createEvmAdapter.js'
import { recordingContext } from './test/context.js'
import { FakeEip1193Provider } from './test/FakeEip1193Provider.js'
import { FakeWindow, walletInfo } from './test/FakeWindow.js'

describe('evm() discovery', () => {
  it('R-EVM-02 does nothing at creation and finds wallets announced before setup by requesting them', () => {
    const window = new FakeWindow()
    const provider = new FakeEip1193Provider()
    window.installWallet({ info: walletInfo(), provider })
    const adapter = evm({ window })
    expect(adapter.getConnectors()).toEqual([])
    adapter.setup(recordingContext().context)
    expect(adapter.getConnectors()).toMatchObject([{ id: 'dev.sigil.test', type: 'ANNOUNCED', provider }])
    expect(adapter.getProvider('dev.sigil.test')).toBe(provider)
  })

  it('R-EVM-02 emits connectorsChanged when a wallet announces itself after setup', () => {
    const window = new FakeWindow()
    const { context, events } = recordingContext()
    const adapter = evm({ window })
    adapter.setup(context)
    window.installWallet({ info: walletInfo(), provider: new FakeEip1193Provider() })
    window.installWallet({ info: walletInfo(), provider: new FakeEip1193Provider() })
    expect(events).toEqual([{ type: 'connectorsChanged' }])
    expect(adapter.getConnectors()).toHaveLength(1)
  })

  it('R-EVM-02 drops a malformed announcement with a logged warning', () => {
    const window = new FakeWindow()
    const { context, events, logs } = recordingContext()
    const adapter = evm({ window })
    adapter.setup(context)
    window.announceRaw({
      info: walletInfo({ icon: 'javascript:alert(1)' }),
      provider: new FakeEip1193Provider(),
    })
    expect(adapter.getConnectors()).toEqual([])
    expect(events).toEqual([])
    expect(logs).toEqual([{ level: 'warn', message: expect.stringContaining('info.icon') }])
  })

  it('R-EVM-01 offers window.ethereum as INJECTED, and only the announced one when they are the same', () => {
    const window = new FakeWindow()
    const provider = new FakeEip1193Provider()
    window.ethereum = provider
    const adapter = evm({ window })
    adapter.setup(recordingContext().context)
    expect(adapter.getConnectors().map((connector) => connector.type)).toEqual(['INJECTED'])
    window.installWallet({ info: walletInfo(), provider })
    expect(adapter.getConnectors().map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })

  it('R-EVM-01 picks up a provider injected after setup when the wallet fires ethereum#initialized', () => {
    const window = new FakeWindow()
    const { context, events } = recordingContext()
    const adapter = evm({ window })
    adapter.setup(context)
    window.ethereum = new FakeEip1193Provider()
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['injected'])
    expect(events).toEqual([{ type: 'connectorsChanged' }])
  })

  it('R-EVM-01 leaves window.ethereum out when injected is false', () => {
    const window = new FakeWindow()
    window.ethereum = new FakeEip1193Provider()
    const adapter = evm({ window, injected: false })
    adapter.setup(recordingContext().context)
    expect(adapter.getConnectors()).toEqual([])
  })

  it('R-EVM-02 sets up without a window (server rendering) and finds nothing', () => {
    const adapter = evm()
    expect(() => adapter.setup(recordingContext().context)).not.toThrow()
    expect(adapter.getConnectors()).toEqual([])
  })

  it('R-EVM-02 touches no window when the module is imported (server rendering safe)', async () => {
    const window = new FakeWindow()
    const requests: Event[] = []
    window.addEventListener('eip6963:requestProvider', (event) => requests.push(event))
    vi.stubGlobal('window', window)
    try {
      vi.resetModules()
      const module = await import('./index.js')
      module.evm()
      expect(requests).toEqual([])
      await module.evm().setup(recordingContext().context)
      expect(requests).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('R-EVM-02 stops listening on teardown', () => {
    const window = new FakeWindow()
    const adapter = evm({ window })
    adapter.setup(recordingContext().context)
    adapter.teardown()
    window.installWallet({ info: walletInfo(), provider: new FakeEip1193Provider() })
    expect(adapter.getConnectors()).toEqual([])
  })
})
