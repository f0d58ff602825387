import { type Devnet, startDevnet } from '@sigil/devnet'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { devnetAdmin } from './devnetAdmin.js'

export type DevnetAdmin = ReturnType<typeof devnetAdmin>

/** An object that reads through to whatever `current` returns at the time of each access. */
function readThrough<T extends object>(current: () => T): T {
  return new Proxy({} as T, { get: (_, key) => Reflect.get(current(), key) })
}

/**
 * One devnet for the test file: started before its tests, stopped after them, and `reset`
 * (faults, recorded requests, config …) after each test. The returned `devnet` and `admin`
 * read through to the running ones, so read them inside tests and hooks, not at import.
 */
export function useDevnet(reset?: (admin: DevnetAdmin) => Promise<unknown>): {
  devnet: Devnet
  admin: DevnetAdmin
} {
  let running: { devnet: Devnet; admin: DevnetAdmin } | undefined
  beforeAll(async () => {
    const devnet = await startDevnet({ port: 0 })
    running = { devnet, admin: devnetAdmin(devnet.urls.admin) }
  })
  afterAll(() => running?.devnet.stop())
  if (reset) afterEach(async () => running && (await reset(running.admin)))
  const current = () => {
    if (!running) throw new Error('The devnet starts in beforeAll: read it inside tests and hooks')
    return running
  }
  return { devnet: readThrough(() => current().devnet), admin: readThrough(() => current().admin) }
}

/** What most service tests put back after each test: no faults and an empty request log. */
export const clearFaultsAndRequests = async (admin: DevnetAdmin) => {
  await admin.clearFaults()
  await admin.clearRequests()
}
