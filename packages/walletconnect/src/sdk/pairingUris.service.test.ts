import { type Devnet, startDevnet } from '@sigil/devnet'
import type { TestWallet } from '@sigil/test/relay'
import { devnetEvmNetworks, MemoryStorage, startRelayWallet } from '@sigil/test/relay'
import UniversalProvider from '@walletconnect/universal-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildConnectRequest } from '../sessionRequest.js'
import { pairingTopicOf, watchPairingUris } from './pairingUris.js'
import { closeSdk } from './sdkLifecycle.js'

let devnet: Devnet
let wallet: TestWallet
const providers: { provider: UniversalProvider; prefix: string }[] = []

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  wallet = await startRelayWallet(devnet, 6)
})
afterAll(async () => {
  for (const { provider, prefix } of providers) await closeSdk(provider, prefix)
  await wallet?.stop()
  await devnet?.stop()
})

let count = 0
/** The dApp SDK as the connector sets it up (offline: no verification, no telemetry). */
async function dapp(): Promise<UniversalProvider> {
  const prefix = `early-uri-${++count}`
  const provider = await UniversalProvider.init({
    projectId: devnet.projectId,
    relayUrl: devnet.urls.relay,
    metadata: { name: 'Sigil test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    telemetryEnabled: false,
    storage: new MemoryStorage(),
    customStoragePrefix: prefix,
    logger: 'error',
  })
  provider.client.core.verify.register = async () => ''
  provider.client.core.verify.resolve = async () => undefined as never
  providers.push({ provider, prefix })
  return provider
}

describe('the pairing URI, read as soon as the SDK made the pairing', () => {
  it('R-WC-01 is the very URI the SDK announces later, comes before the relay socket is open and the proposal is out, and a wallet pairing with it at once connects', async () => {
    const provider = await dapp()
    const events: string[] = []
    const early: string[] = []
    let socketOpenAtEarly: boolean | undefined
    let approved: Promise<string> | undefined
    watchPairingUris(provider, (uri, topic) => {
      events.push('early')
      early.push(uri)
      expect(pairingTopicOf(uri)).toBe(topic)
      socketOpenAtEarly = provider.client.core.relayer.connected
      // The person scans at once: before the proposal is on the relay.
      approved = wallet.pair(uri)
    })
    const announced = new Promise<string>((resolve) =>
      provider.on('display_uri', (uri: string) => {
        events.push('sdk')
        resolve(uri)
      }),
    )
    const connected = provider.connect(buildConnectRequest(devnetEvmNetworks(devnet)))
    expect(await announced).toBe(early[0])
    expect(events).toEqual(['early', 'sdk'])
    expect(socketOpenAtEarly).toBe(false)
    const session = await connected
    expect(session?.topic).toBe(await approved)
    expect(session?.namespaces.eip155?.accounts).toContain(
      `eip155:${devnet.chains[0]!.chainId}:${wallet.account.address}`,
    )
  })
})
