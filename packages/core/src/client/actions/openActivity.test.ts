import { createTestClient, type TestClientOptions, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { isSigilError } from '../../errors/SigilError.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'

async function connectedClient(options: TestClientOptions = {}) {
  const test = createTestClient(options)
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  return test
}

const refusal = (outcome: Promise<unknown>) =>
  outcome.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('opening Activity, a tab of Account', () => {
  it('R-STATE-04 R-UI-06 R-ACCT-02 open({ view: Activity }) while connected on EVM shows Account on its Activity tab', async () => {
    const { client } = await connectedClient()
    const views: string[] = []
    client.onEvent((event) => event.type === 'MODAL_OPEN' && views.push(event.view))
    await client.open({ view: 'Activity', data: { ignored: true } })
    expect(client.getState().router).toMatchObject({
      view: 'Account',
      data: { tab: 'Activity' },
      history: [{ view: 'Account', data: { tab: 'Activity' } }],
    })
    expect(client.getState().modal.open).toBe(true)
    expect(views).toEqual(['Account'])
  })

  it('R-STATE-04 with no wallet connected it rejects with INVALID_INPUT that says to connect, and the modal stays closed', async () => {
    const { client } = createTestClient()
    await client.ready()
    const error = await refusal(client.open({ view: 'Activity' }))
    expect(isSigilError(error, 'INVALID_INPUT')).toBe(true)
    expect((error as Error).message).toBe(
      'Invalid view: Activity needs a connected wallet; connect one first',
    )
    expect(client.getState().modal.open).toBe(false)
    await client.open()
    expect(client.getState().router.view).toBe('Connect')
  })

  it('R-STATE-33 R-API-02 with the activity feature off it rejects with INVALID_INPUT', async () => {
    const { client } = await connectedClient({ features: { activity: false } })
    const error = await refusal(client.open({ view: 'Activity' }))
    expect(isSigilError(error, 'INVALID_INPUT')).toBe(true)
    expect((error as Error).message).toBe('Invalid view: Activity is switched off for this project')
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-ACCT-32 on a Solana network, or asked for the solana namespace, it rejects: activity is EVM only', async () => {
    const { client } = await connectedClient()
    const asked = await refusal(client.open({ view: 'Activity', namespace: 'solana' }))
    expect((asked as Error).message).toBe(
      'Invalid view: Activity history is kept for EVM networks only; switch to one first',
    )
    await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    await client.switchNetwork(testSolana)
    const active = await refusal(client.open({ view: 'Activity' }))
    expect(isSigilError(active, 'INVALID_INPUT')).toBe(true)
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-STATE-04 opened during a reload it waits for the restored connection before it decides', async () => {
    const storage = createMemoryStorage()
    const first = await connectedClient({ storage })
    first.client.destroy()
    const { client } = createTestClient({ storage })
    await client.open({ view: 'Activity' })
    expect(client.getState().router.view).toBe('Account')
    expect(client.getState().router.data).toEqual({ tab: 'Activity' })
  })

  it('R-STATE-14 router push, replace and reset of Activity land on Account at its tab, or throw where it is absent', async () => {
    const { client } = await connectedClient()
    await client.open()
    client.router.push('Activity')
    expect(client.getState().router.history).toEqual([
      { view: 'Account' },
      { view: 'Account', data: { tab: 'Activity' } },
    ])
    client.router.reset('Activity')
    expect(client.getState().router.history).toEqual([{ view: 'Account', data: { tab: 'Activity' } }])
    const { client: disconnected } = createTestClient()
    await disconnected.ready()
    await disconnected.open()
    const before = disconnected.getState().router
    expect(() => disconnected.router.replace('Activity')).toThrow('Activity needs a connected wallet')
    expect(disconnected.getState().router).toBe(before)
  })
})
