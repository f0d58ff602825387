import { createTestClient, testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createSigil } from '../createSigil.js'

describe('open', () => {
  it('R-STATE-07 with no wallet connected it shows Connect, and emits MODAL_OPEN', async () => {
    const { client } = createTestClient()
    const views: string[] = []
    client.onEvent((e) => e.type === 'MODAL_OPEN' && views.push(e.view))
    await client.open()
    expect(client.getState().modal).toEqual({ open: true, loading: false, shake: false })
    expect(client.getState().router.view).toBe('Connect')
    expect(views).toEqual(['Connect'])
  })

  it('opening is one store update: the view and the open modal arrive together', async () => {
    const { client } = createTestClient()
    await client.ready()
    const seen: [string, boolean][] = []
    client.subscribe(
      (s) => s,
      (s) => seen.push([s.router.view, s.modal.open]),
    )
    await client.open({ view: 'Networks' })
    expect(seen[0]).toEqual(['Networks', true])
  })

  it('R-STATE-26 open is at once with loading until start-up settles; subscribers see each change', async () => {
    const { client } = createTestClient()
    const seen: { open: boolean; loading: boolean }[] = []
    client.subscribe(
      (s) => s.modal,
      (modal) => seen.push({ open: modal.open, loading: modal.loading }),
    )
    const opening = client.open()
    expect(client.getState().modal).toMatchObject({ open: true, loading: true })
    await opening
    client.close()
    expect(seen).toEqual([
      { open: true, loading: true },
      { open: true, loading: false },
      { open: false, loading: false },
    ])
  })

  it('R-STATE-26 a selector on the modal slice does not fire for changes elsewhere', async () => {
    const { client } = createTestClient()
    await client.ready()
    let calls = 0
    client.subscribe(
      (s) => s.modal,
      () => calls++,
    )
    client.showToast('elsewhere')
    client.setThemeMode('dark')
    expect(calls).toBe(0)
  })

  it('R-STATE-06 while connected it shows Account', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await client.open()
    expect(client.getState().router.view).toBe('Account')
  })

  it('R-STATE-08 R-STATE-09 with no adapters: AllWallets on mobile, ConnectingWalletConnectBasic on desktop', async () => {
    const make = (mobile: boolean) =>
      createSigil({
        projectId: 'p',
        networks: [testMainnet],
        storage: createMemoryStorage(),
        isMobile: () => mobile,
      })
    const mobile = make(true)
    await mobile.open()
    expect(mobile.getState().router.view).toBe('AllWallets')
    const desktop = make(false)
    await desktop.open()
    expect(desktop.getState().router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('R-STATE-04 R-STATE-10 a requested view with its data wins over the default', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    const data = { fromToken: 'ETH', toToken: 'USDC', amount: '1' }
    await client.open({ view: 'Swap', data })
    expect(client.getState().router).toMatchObject({ view: 'Swap', data, history: [{ view: 'Swap', data }] })
  })

  it('R-STATE-03 a wallet-connect uri becomes the pairing uri', async () => {
    const { client } = createTestClient()
    await client.open({ uri: 'wc:abc@2?relay-protocol=irn&symKey=00' })
    expect(client.getState().router.pairingUri).toBe('wc:abc@2?relay-protocol=irn&symKey=00')
  })
})
