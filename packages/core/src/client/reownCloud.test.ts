import { describe, expect, it } from 'vitest'
import { REOWN_CLOUD, reownCloud } from './reownCloud.js'

describe('reownCloud()', () => {
  it('R-API-32 names every hosted service: registry, blockchain service, analytics, relay and secure site', () => {
    expect(reownCloud()).toEqual({
      registryUrl: 'https://api.web3modal.org',
      blockchainUrl: 'https://rpc.walletconnect.org',
      analyticsUrl: 'https://pulse.walletconnect.org',
      relayUrl: 'wss://relay.walletconnect.org',
      embeddedWalletUrl: 'https://secure.walletconnect.org',
    })
  })

  it('R-API-32 each base URL can be replaced; an undefined one keeps the hosted URL', () => {
    const services = reownCloud({ analyticsUrl: 'https://intake.example.org', registryUrl: undefined })
    expect(services.analyticsUrl).toBe('https://intake.example.org')
    expect(services.registryUrl).toBe(REOWN_CLOUD.registryUrl)
    expect(services.blockchainUrl).toBe(REOWN_CLOUD.blockchainUrl)
  })

  it('R-API-32 every call of the preset is a fresh object: changing one app config leaves the hosted URLs alone', () => {
    const first = reownCloud()
    first.blockchainUrl = 'http://127.0.0.1:1'
    expect(reownCloud().blockchainUrl).toBe('https://rpc.walletconnect.org')
  })
})
