import { describe, expect, it } from 'vitest'
import { FakeEip1193Provider } from '../test/FakeEip1193Provider.js'
import { walletInfo } from '../test/FakeWindow.js'
import { createConnectorRegistry, INJECTED_CONNECTOR_ID } from './connectorRegistry.js'

describe('createConnectorRegistry', () => {
  it('R-EVM-02 lists an announced wallet as an ANNOUNCED connector keyed by rdns', () => {
    const registry = createConnectorRegistry([])
    const provider = new FakeEip1193Provider()
    expect(registry.addAnnounced({ info: walletInfo(), provider })).toBe(true)
    expect(registry.list()).toEqual([
      {
        id: 'dev.sigil.test',
        type: 'ANNOUNCED',
        name: 'Test Wallet',
        chain: 'eip155',
        imageUrl: walletInfo().icon,
        info: { rdns: 'dev.sigil.test' },
        provider,
      },
    ])
    expect(registry.provider('dev.sigil.test')).toBe(provider)
  })

  it('R-EVM-02 ignores a second announcement of the same rdns', () => {
    const registry = createConnectorRegistry([])
    registry.addAnnounced({ info: walletInfo(), provider: new FakeEip1193Provider() })
    const again = {
      info: walletInfo({ uuid: '00000000-0000-4000-8000-000000000000' }),
      provider: new FakeEip1193Provider(),
    }
    expect(registry.addAnnounced(again)).toBe(false)
    expect(registry.list()).toHaveLength(1)
  })

  it('R-SEC-11 a second provider claiming a known rdns is reported and never replaces the first', () => {
    const conflicts: string[] = []
    const registry = createConnectorRegistry([], (info) => conflicts.push(`${info.rdns} ${info.name}`))
    const first = new FakeEip1193Provider()
    registry.addAnnounced({ info: walletInfo(), provider: first })
    registry.addAnnounced({ info: walletInfo(), provider: first })
    expect(conflicts).toEqual([])
    const lookalike = { info: walletInfo({ name: 'Test Wallet Pro' }), provider: new FakeEip1193Provider() }
    expect(registry.addAnnounced(lookalike)).toBe(false)
    expect(conflicts).toEqual(['dev.sigil.test Test Wallet Pro'])
    expect(registry.provider('dev.sigil.test')).toBe(first)
    expect(registry.list().map((c) => c.name)).toEqual(['Test Wallet'])
  })

  it('R-EVM-01 offers window.ethereum as an INJECTED connector when nothing is announced', () => {
    const registry = createConnectorRegistry([])
    const provider = new FakeEip1193Provider()
    registry.setInjected(provider)
    expect(registry.list()).toMatchObject([
      { id: INJECTED_CONNECTOR_ID, type: 'INJECTED', name: 'Browser Wallet' },
    ])
    expect(registry.provider(INJECTED_CONNECTOR_ID)).toBe(provider)
  })

  it('R-EVM-01 hides the injected connector when an announced wallet is the same object', () => {
    const registry = createConnectorRegistry([])
    const provider = new FakeEip1193Provider()
    registry.setInjected(provider)
    registry.addAnnounced({ info: walletInfo(), provider })
    expect(registry.list().map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })

  it('R-EVM-01 hides the injected connector when it reports the rdns of an announced wallet', () => {
    const registry = createConnectorRegistry([])
    registry.setInjected(Object.assign(new FakeEip1193Provider(), { isRabby: true, isMetaMask: true }))
    registry.addAnnounced({
      info: walletInfo({ rdns: 'io.rabby', name: 'Rabby' }),
      provider: new FakeEip1193Provider(),
    })
    expect(registry.list().map((connector) => connector.id)).toEqual(['io.rabby'])
  })

  it('R-EVM-01 keeps the injected connector when it is a different wallet', () => {
    const registry = createConnectorRegistry([])
    registry.setInjected(Object.assign(new FakeEip1193Provider(), { isMetaMask: true }))
    registry.addAnnounced({ info: walletInfo(), provider: new FakeEip1193Provider() })
    expect(registry.list().map((connector) => connector.name)).toEqual(['Test Wallet', 'MetaMask'])
  })

  it('R-EVM-02 a host wallet its SDK also announces, or injects, is listed once, as the host connector', () => {
    const registry = createConnectorRegistry([])
    const provider = new FakeEip1193Provider()
    registry.addAnnounced({ info: walletInfo({ rdns: 'xyz.farcaster', name: 'Farcaster Wallet' }), provider })
    registry.setInjected(provider)
    registry.addExternal({
      id: 'miniApp',
      type: 'EXTERNAL',
      name: 'Farcaster',
      chain: 'eip155',
      provider,
      host: 'miniApp',
    })
    expect(registry.list().map((connector) => connector.id)).toEqual(['miniApp'])
    expect(registry.provider('miniApp')).toBe(provider)
  })

  it('R-EVM-02 leaves out wallets excluded by rdns or by name', () => {
    const registry = createConnectorRegistry(['dev.sigil.test', 'metamask'])
    expect(registry.addAnnounced({ info: walletInfo(), provider: new FakeEip1193Provider() })).toBe(false)
    registry.setInjected(Object.assign(new FakeEip1193Provider(), { isMetaMask: true }))
    expect(registry.list()).toEqual([])
  })
})
