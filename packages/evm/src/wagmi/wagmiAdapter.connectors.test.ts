import { injected, mock } from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordingContext, testNetwork } from '../test/context.js'
import { walletProvider } from '../test/FakeEip1193Provider.js'
import { ICON, walletInfo } from '../test/FakeWindow.js'
import { installPage, testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = testNetwork({ id: 31337 })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('wagmiAdapter() connectors', () => {
  it('R-EVM-02 a wallet wagmi discovered over EIP-6963 is ANNOUNCED under its rdns, with its name and icon', async () => {
    const page = installPage()
    const provider = walletProvider([ADDRESS], 31337)
    page.installWallet({ info: walletInfo(), provider })
    const config = testWagmiConfig({ networks: [network] })
    expect(config.connectors.map((c) => c.id)).toEqual(['dev.sigil.test'])

    const adapter = wagmiAdapter(config)
    await adapter.setup(recordingContext([network]).context)
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'dev.sigil.test',
        type: 'ANNOUNCED',
        name: 'Test Wallet',
        chain: 'eip155',
        imageUrl: ICON,
        info: { rdns: 'dev.sigil.test' },
        provider,
      },
    ])
    expect(adapter.getProvider('dev.sigil.test')).toBe(provider)
  })

  it('R-EVM-02 a wallet that announces itself after setup is added and reported (connectorsChanged)', async () => {
    const page = installPage()
    const config = testWagmiConfig({ networks: [network] })
    const adapter = wagmiAdapter(config)
    const { context, events } = recordingContext([network])
    await adapter.setup(context)
    expect(adapter.getConnectors()).toEqual([])

    page.installWallet({
      info: walletInfo({ name: 'Late Wallet', rdns: 'dev.sigil.late' }),
      provider: walletProvider([], 1),
    })
    await vi.waitFor(() => expect(adapter.getConnectors().map((c) => c.id)).toEqual(['dev.sigil.late']))
    expect(events).toContainEqual({ type: 'connectorsChanged' })
  })

  it("R-EVM-01 wagmi's injected() is the INJECTED connector, named from the provider's flags", async () => {
    const page = installPage()
    page.ethereum = Object.assign(walletProvider([ADDRESS], 1), { isRabby: true })
    const adapter = wagmiAdapter(testWagmiConfig({ networks: [network], connectors: [injected()] }))
    await adapter.setup(recordingContext([network]).context)
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'injected',
        type: 'INJECTED',
        name: 'Rabby Wallet',
        chain: 'eip155',
        info: { rdns: 'io.rabby' },
        provider: page.ethereum,
      },
    ])
  })

  it('R-EVM-01 injected() is left out when there is no window.ethereum, and when it is an announced wallet', async () => {
    installPage()
    const alone = wagmiAdapter(testWagmiConfig({ networks: [network], connectors: [injected()] }))
    await alone.setup(recordingContext([network]).context)
    expect(alone.getConnectors()).toEqual([])

    const page = installPage()
    const provider = walletProvider([ADDRESS], 1)
    page.ethereum = provider
    page.installWallet({ info: walletInfo(), provider })
    const config = testWagmiConfig({ networks: [network], connectors: [injected()] })
    expect(config.connectors.map((c) => c.id)).toEqual(['injected', 'dev.sigil.test'])
    const both = wagmiAdapter(config)
    await both.setup(recordingContext([network]).context)
    expect(both.getConnectors().map((c) => [c.id, c.type])).toEqual([['dev.sigil.test', 'ANNOUNCED']])
  })

  it('R-STATE-02 any other wagmi connector is EXTERNAL under its wagmi id; excluded wallets are left out', async () => {
    const page = installPage()
    page.installWallet({ info: walletInfo(), provider: walletProvider([], 1) })
    const config = testWagmiConfig({ networks: [network], connectors: [mock({ accounts: [ADDRESS] })] })
    const adapter = wagmiAdapter(config)
    await adapter.setup(recordingContext([network]).context)
    expect(adapter.getConnectors().map((c) => [c.id, c.type, c.name])).toEqual([
      ['dev.sigil.test', 'ANNOUNCED', 'Test Wallet'],
      ['mock', 'EXTERNAL', 'Mock Connector'],
    ])

    const excluding = wagmiAdapter(config, { excludeWallets: ['dev.sigil.test', 'mock connector'] })
    await excluding.setup(recordingContext([network]).context)
    expect(excluding.getConnectors()).toEqual([])
  })

  it('warns about Sigil networks the wagmi config lacks', async () => {
    installPage()
    const elsewhere = testNetwork({ id: 8453 })
    const adapter = wagmiAdapter(testWagmiConfig({ networks: [network] }))
    const { context, logs } = recordingContext([network, elsewhere])
    await adapter.setup(context)
    expect(logs.map((log) => log.message)).toContainEqual(expect.stringContaining('eip155:8453'))
    expect(logs.map((log) => log.message).join('\n')).not.toContain('eip155:31337')
  })
})
