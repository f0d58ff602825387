import type { Connector } from '@sigil/core'
import type { SigilInternalClient } from '@sigil/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { pickWallet } from './pickWallet.js'

const wc = (chain: 'eip155' | 'solana'): Connector => ({
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain,
})

function fakeClient() {
  const preload = vi.fn(async () => undefined)
  const client = {
    config: { connectors: [{ type: 'WALLET_CONNECT', preload }] },
    router: { push: vi.fn() },
    chooseConnector: vi.fn(async () => undefined),
    connect: vi.fn(async () => undefined),
    getState: () => ({ chain: { activeNamespace: 'eip155' } }),
  }
  return { client, preload }
}

describe('pickWallet', () => {
  it('R-WC-01 WalletConnect serving EVM and Solana is one pick: its view pairs once for both, not a connect per namespace', () => {
    const { client, preload } = fakeClient()
    pickWallet(client as unknown as SigilInternalClient, 'walletConnect', wc('eip155'), undefined, [
      wc('eip155'),
      wc('solana'),
    ])
    expect(client.router.push).toHaveBeenCalledWith('ConnectingWalletConnect', { walletId: 'walletConnect' })
    expect(preload).toHaveBeenCalledTimes(1)
    expect(client.chooseConnector).not.toHaveBeenCalled()
    expect(client.connect).not.toHaveBeenCalled()
  })
})
