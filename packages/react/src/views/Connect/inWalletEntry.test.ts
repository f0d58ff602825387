import type { Connector } from '@sigil/core'
import type { ConnectorGroupEntries } from '@sigil/core/internal'
import { describe, expect, it } from 'vitest'
import { inWalletEntry } from './inWalletEntry.js'

const wallet = (id: string, type?: Connector['type']) => ({
  id,
  name: id,
  ...(type ? { connector: { id, type, name: id, chain: 'eip155' as const } } : {}),
})

describe('inWalletEntry: the wallet whose browser the page is in', () => {
  it('R-UI-09 is the first wallet, in group order, whose provider is in the page', () => {
    const groups: ConnectorGroupEntries[] = [
      { group: 'walletConnect', wallets: [wallet('wc', 'WALLET_CONNECT')] },
      { group: 'recent', wallets: [wallet('paired', 'WALLET_CONNECT')] },
      { group: 'injected', wallets: [wallet('announced', 'ANNOUNCED'), wallet('legacy', 'INJECTED')] },
    ]
    expect(inWalletEntry(groups)?.id).toBe('announced')
  })

  it('R-UI-09 is none with only WalletConnect, registry wallets or the embedded wallet', () => {
    const groups: ConnectorGroupEntries[] = [
      { group: 'walletConnect', wallets: [wallet('wc', 'WALLET_CONNECT')] },
      { group: 'featured', wallets: [wallet('registry-only')] },
      { group: 'external', wallets: [wallet('embedded', 'AUTH')] },
    ]
    expect(inWalletEntry(groups)).toBeUndefined()
    expect(inWalletEntry([])).toBeUndefined()
  })
})
