import { createTestClient, fuzzParameters, hostileValue } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSigilError } from '../errors/SigilError.js'
import type { SigilInternalClient } from './internalClient.js'

type Call = (client: SigilInternalClient, a: unknown, b: unknown) => unknown

/** The client's entry points that take arguments from the page. */
const ENTRY_POINTS: Record<string, Call> = {
  open: (c, a) => c.open(a as never),
  push: (c, a, b) => c.router.push(a as never, b),
  replace: (c, a, b) => c.router.replace(a as never, b),
  reset: (c, a, b) => c.router.reset(a as never, b),
  connect: (c, a) => c.connect(a as never),
  chooseConnector: (c, a) => c.chooseConnector(a as never),
  disconnect: (c, a) => c.disconnect(a as never),
  getAccount: (c, a) => c.getAccount(a as never),
  classifyConnection: (c, a, b) => c.classifyConnection(a as never, b as never),
  refreshBalance: (c, a, b) => c.refreshBalance(a as never, b as never),
  signMessage: (c, a, b) => c.signMessage(a as never, b as never),
  sendTransaction: (c, a) => c.sendTransaction(a as never),
  getAdapter: (c, a) => c.getAdapter(a as never),
  getProvider: (c, a) => c.getProvider(a as never),
  switchNetwork: (c, a) => c.switchNetwork(a as never),
  addNetwork: (c, a) => c.addNetwork(a as never),
  removeNetwork: (c, a) => c.removeNetwork(a as never),
  setThemeMode: (c, a) => c.setThemeMode(a as never),
  setThemeVariables: (c, a) => c.setThemeVariables(a as never),
  setLocale: (c, a) => c.setLocale(a as never),
  showToast: (c, a, b) => c.showToast(a as never, b as never),
  dismissToast: (c, a) => c.dismissToast(a as never),
  showNotification: (c, a, b) => c.showNotification(a as never, b as never),
  raiseAlert: (c, a) => c.raiseAlert(a as never),
  dismissAlert: (c, a) => c.dismissAlert(a as never),
  setPreferredAccountType: (c, a, b) => c.setPreferredAccountType(a as never, b as never),
  setSmartAccountNetworks: (c, a) => c.setSmartAccountNetworks(a as never),
  setProfile: (c, a, b) => c.setProfile(a as never, b as never),
  subscribeConnections: (c, a, b) => c.subscribeConnections(a as never, b as never),
}

async function outcomeOf(run: () => unknown): Promise<unknown> {
  try {
    await run()
    return undefined
  } catch (error) {
    return error
  }
}

describe('the public entry points of the client with hostile arguments', () => {
  it('R-SEC-11 each either works or fails with a SigilError, and the modal opens after', async () => {
    const { client } = createTestClient()
    await client.ready()
    const failures = new Map<string, string>()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(ENTRY_POINTS)),
        hostileValue,
        hostileValue,
        async (name, a, b) => {
          const error = await outcomeOf(() => ENTRY_POINTS[name]!(client, a, b))
          if (error !== undefined && !isSigilError(error))
            failures.set(name, error instanceof Error ? `${error.name}: ${error.message}` : String(error))
        },
      ),
      fuzzParameters(600),
    )
    client.close()
    await client.open()
    expect(client.getState().modal.open).toBe(true)
    expect([...failures]).toEqual([])
  })
})
