import { describe, expect, it } from 'vitest'
import { embeddedWalletLoader } from './embeddedWalletLoader.js'

describe('the embedded wallet loader', () => {
  it("R-EMBED-23 with a secure site and no loader of the app's, @sigil/embedded-wallet is loaded on first need", async () => {
    const load = embeddedWalletLoader({ services: { embeddedWalletUrl: 'https://secure.walletconnect.org' } })
    expect(load).toBeTypeOf('function')
    const { embeddedWallet } = await import('@sigil/embedded-wallet')
    expect(await load?.()).toBe(embeddedWallet)
  })

  it("R-EMBED-23 the app's own loader wins; without a secure site there is none", () => {
    const own = async () => () => {
      throw new Error('not called')
    }
    expect(embeddedWalletLoader({ authConnector: own, services: {} })).toBe(own)
    expect(embeddedWalletLoader({ services: { registryUrl: 'https://api.web3modal.org' } })).toBeUndefined()
    expect(embeddedWalletLoader({})).toBeUndefined()
  })
})
