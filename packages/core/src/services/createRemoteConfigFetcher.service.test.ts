import { type Devnet, startDevnet } from '@sigil/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRemoteConfigFetcher } from './createRemoteConfigFetcher.js'
import { createRegistryClient } from './registry/createRegistryClient.js'
import { devnetAdmin } from './testing/devnetAdmin.js'
import { silentLogger } from './testing/silentLogger.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
})
afterAll(() => devnet?.stop())

describe('remote config fetcher', () => {
  it('R-API-02 R-API-04 serves the registry features, and rejects on failure so local settings apply', async () => {
    const admin = devnetAdmin(devnet.urls.admin)
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
