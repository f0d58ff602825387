import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordingContext, testNetwork } from '../test/context.js'
import { walletProvider } from '../test/FakeEip1193Provider.js'
import { walletInfo } from '../test/FakeWindow.js'
import { createWagmiAdapter } from './createWagmiAdapter.js'
import { installPage, testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

const network = testNetwork({ id: 31337 })

afterEach(() => {
  vi.unstubAllGlobals()
})

// The bridge's first-load stand-in: what it offers must be what its body does, or a capability
// (batches, fees, the preview) would vanish from a wagmi app without a word.
describe('wagmiAdapter() before its code arrives', () => {
  it('R-EVM-02 offers every member its loaded body has, and nothing the body lacks', () => {
    const config = testWagmiConfig({ networks: [network] })
    const body = Object.keys(createWagmiAdapter(config, {})).sort()
    const standIn = Object.keys(wagmiAdapter(config)).sort()
    // The stand-in's own member: fetching the body ahead of setup.
    expect(standIn).toEqual([...body, 'prefetch'].sort())
  })

  it('R-EVM-02 lists no wallet until it is set up, then the config’s; a call made first waits for the code', async () => {
    const page = installPage()
    page.installWallet({ info: walletInfo(), provider: walletProvider([], 31337) })
    const adapter = wagmiAdapter(testWagmiConfig({ networks: [network] }))
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.getProvider('dev.sigil.test')).toBeUndefined()
    // No wallet connected: the call reaches the body, which refuses it in its own words.
    const early = adapter.getCallsStatus?.({ connectorId: 'dev.sigil.test', network, id: '0x01' })
    await adapter.setup(recordingContext([network]).context)
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['dev.sigil.test'])
    await expect(early).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })
})
