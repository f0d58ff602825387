import { describe, expect, it } from 'vitest'
import * as networks from '../../caip/networks/index.js'
import type { CaipNetwork } from '../../caip/types.js'
import { networkImageId } from './networkImageIds.js'

const bundled = Object.values(networks).filter(
  (value): value is CaipNetwork => typeof value === 'object' && value !== null && 'caipNetworkId' in value,
)

describe('networkImageId', () => {
  it("R-API-09 every bundled network has the registry's asset id (a UUID, as AppKit's presets list them)", () => {
    expect(bundled.length).toBeGreaterThan(10)
    for (const network of bundled)
      expect(networkImageId(network), network.caipNetworkId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      )
    expect(networkImageId(networks.mainnet)).toBe('ba0ba0cd-17c6-4806-ad93-f9d174f17900')
  })

  it("R-API-09 a network's own image id wins; an unknown network has none", () => {
    expect(networkImageId({ caipNetworkId: 'eip155:1', assets: { imageId: 'own' } })).toBe('own')
    expect(networkImageId({ caipNetworkId: 'eip155:999999' })).toBeUndefined()
  })
})
