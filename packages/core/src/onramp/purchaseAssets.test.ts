import { testBase, testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { SAMPLE_ONRAMP_OPTIONS } from '../services/blockchain/onrampSamples.js'
import type { OnrampOptions } from '../services/blockchain/onrampSchemas.js'
import { findAsset, purchaseAssetsOn } from './purchaseAssets.js'

const devnetA: CaipNetwork = { ...testMainnet, id: 31337, caipNetworkId: 'eip155:31337', name: 'Devnet A' }
const network = (name: string, chainId: string, contract = '') => ({
  name,
  display_name: name,
  chain_id: chainId,
  contract_address: contract,
})
const OPTIONS: OnrampOptions = {
  paymentCurrencies: [],
  purchaseCurrencies: [
    { id: 'dusd', name: 'Devnet USD', symbol: 'dUSD', networks: [network('devnet-a', '31337', '0x700b')] },
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [network('devnet-a', '31337'), network('devnet-b', '31338')],
    },
    { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [network('solana', 'solana:5eykt')] },
  ],
}

describe('what can be bought on the active network', () => {
  it('R-ACCT-05 the purchase currencies that list the network, with their entry for it, native currency first', () => {
    const assets = purchaseAssetsOn(OPTIONS, devnetA)
    expect(assets.map((asset) => [asset.symbol, asset.network.name, asset.network.contract_address])).toEqual(
      [
        ['ETH', 'devnet-a', ''],
        ['dUSD', 'devnet-a', '0x700b'],
      ],
    )
    expect(purchaseAssetsOn(OPTIONS, testBase)).toEqual([])
  })

  it('R-ERR-23 the sample options offer ETH and USDC on Ethereum', () => {
    expect(purchaseAssetsOn(SAMPLE_ONRAMP_OPTIONS, testMainnet).map((asset) => asset.symbol)).toEqual([
      'ETH',
      'USDC',
    ])
  })

  it('an asset is found by symbol or id', () => {
    const assets = purchaseAssetsOn(OPTIONS, devnetA)
    expect(findAsset(assets, 'DUSD')?.id).toBe('dusd')
    expect(findAsset(assets, 'eth')?.symbol).toBe('ETH')
    expect(findAsset(assets, 'btc')).toBeUndefined()
  })
})
