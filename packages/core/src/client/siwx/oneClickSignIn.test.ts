import { createTestClient, testBase, testMainnet } from '@sigil/test'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { SharedConnector, SharedConnectorContext } from '../../sharedConnector.js'
import { createSiwx } from '../../siwx/createSiwx.js'
import { formatSiwxMessage } from '../../siwx/formatSiwxMessage.js'
import type { SiwxMessage, SiwxSession } from '../../siwx/types.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import type { SigilClient, SigilState } from '../types.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec1b4ef86d4ae5e')
const page = { domain: 'app.example', uri: 'https://app.example/' }

/** A shared connector that only keeps what the client hands it. */
function sharedConnector() {
  let context: SharedConnectorContext | undefined
  const connector: SharedConnector = {
    id: 'shared',
    type: 'WALLET_CONNECT',
    name: 'Shared',
    namespaces: ['eip155'],
    setup: (given) => {
      context = given
    },
    provider: () => ({}),
    preload: async () => undefined,
  }
  return { connector, context: () => context }
}

function until(client: SigilClient, predicate: (state: SigilState) => boolean): Promise<SigilState> {
  return new Promise((resolve) => {
    if (predicate(client.getState())) return resolve(client.getState())
    const stop = client.subscribe(
      (state) => state,
      (state) => {
        if (!predicate(state)) return
        stop()
        resolve(state)
      },
    )
  })
}

/** What a wallet signs for one chain of the request: the fields with its own account. */
async function walletSigns(
  request: Awaited<ReturnType<NonNullable<SharedConnectorContext['signIn']>['prepare']>>,
  chainId: SiwxMessage['chainId'],
): Promise<SiwxSession> {
  const data: SiwxMessage = {
    accountAddress: account.address,
    chainId,
    domain: request.domain,
    uri: request.uri,
    version: '1',
    nonce: request.nonce,
    issuedAt: new Date().toISOString(),
    ...(request.statement ? { statement: request.statement } : {}),
    ...(request.expirationTime ? { expirationTime: request.expirationTime } : {}),
  }
  const message = formatSiwxMessage(data)
  return { data, message, signature: await account.signMessage({ message }) }
}

describe('one-click sign-in: the hook the client gives a shared connector', () => {
  it('R-SIWX-05 R-WC-03 with sign-in configured, the sessions a connector signed while connecting are verified and kept, and connect asks nothing more', async () => {
    const shared = sharedConnector()
    const siwx = createSiwx({
      ...page,
      statement: 'Sign in to the app.',
      expiresInMs: 3_600_000,
      storage: createMemoryStorage(),
    })
    const { client, evm } = createTestClient({ siwx, connectors: [shared.connector] })
    evm.behaviour.accounts = [{ namespace: 'eip155', address: account.address, type: 'eoa' }]
    await client.ready()
    const signIn = shared.context()?.signIn
    expect(signIn).toBeDefined()
    const request = await signIn!.prepare([testMainnet.caipNetworkId, testBase.caipNetworkId])
    expect(request).toMatchObject({
      chains: [testMainnet.caipNetworkId, testBase.caipNetworkId],
      domain: 'app.example',
      uri: 'https://app.example/',
      statement: 'Sign in to the app.',
    })
    expect(request.nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(Date.parse(request.expirationTime ?? '')).toBeGreaterThan(Date.now())

    const good = [
      await walletSigns(request, testMainnet.caipNetworkId),
      await walletSigns(request, testBase.caipNetworkId),
    ]
    const forged = {
      ...(await walletSigns(request, testMainnet.caipNetworkId)),
      signature: good[1]!.signature,
    }
    const kept = await signIn!.complete([...good, forged])
    expect(kept).toEqual(good)

    const opened: string[] = []
    client.subscribe(
      (state) => state.router.view,
      (view) => opened.push(view),
    )
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    const state = await until(client, (s) => s.siwx.status === 'signed')
    expect(state.siwx.session?.signature).toBe(good[0]!.signature)
    expect(opened).not.toContain('SIWXSignMessage')
    expect(state.modal.open).toBe(false)
  })

  it('R-WC-03 without sign-in configured the connector gets no hook, and a reused request stores nothing', async () => {
    const plain = sharedConnector()
    const { client } = createTestClient({ connectors: [plain.connector] })
    await client.ready()
    expect(plain.context()).toBeDefined()
    expect(plain.context()?.signIn).toBeUndefined()

    const shared = sharedConnector()
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const signing = createTestClient({ siwx, connectors: [shared.connector] })
    await signing.client.ready()
    const signIn = shared.context()!.signIn!
    await expect(signIn.prepare(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).rejects.toThrow(
      /does not apply/,
    )
    const request = await signIn.prepare([testMainnet.caipNetworkId])
    const session = await walletSigns(request, testMainnet.caipNetworkId)
    expect(await signIn.complete([session])).toHaveLength(1)
    await siwx.revokeSession({ chainId: testMainnet.caipNetworkId, address: account.address })
    expect(await signIn.complete([session])).toEqual([])
    expect(await siwx.listSessions()).toEqual([])
  })
})
