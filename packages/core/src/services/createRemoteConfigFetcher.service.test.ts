import { silentLogger } from '@sigil/test'
import { useDevnet } from '@sigil/test/devnet'
import { describe, expect, it } from 'vitest'
import { createRemoteConfigFetcher } from './createRemoteConfigFetcher.js'
import { createRegistryClient } from './registry/createRegistryClient.js'

const { devnet, admin } = useDevnet()

describe('remote config fetcher', () => {
  it('R-API-02 R-API-04 serves the registry features, and rejects on failure so local settings apply', async () => {
    const registry = createRegistryClient({
      baseUrl: devnet.urls.registry,
      projectId: devnet.projectId,
      sdkVersion: '0.1.0',
      logger: silentLogger(),
    })
    const fetchRemoteConfig = createRemoteConfigFetcher(registry)
    await admin.setConfig({ features: { activity: false } })
    expect((await fetchRemoteConfig()).features).toMatchObject({ activity: false, email: true })
    await admin.setFault('config', 503, 1)
    await expect(fetchRemoteConfig()).rejects.toMatchObject({ status: 503 })
  })
})
