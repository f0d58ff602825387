import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { loadActions } from './loadActions.js'

// This file's first test runs before anything on the page has fetched the client's actions
// (each test file has its own module instances), as an app's first calls do.
describe('calls made before the client actions have arrived', () => {
  it('open, the router, toasts, notifications, subscriptions and close wait for the code and then run in their order', async () => {
    const { client } = createTestClient({ features: { multiWallet: true } })
    const opened = client.open({ view: 'Networks' })
    client.router.push('GetWallet')
    client.showNotification('Saved', 'info')
    client.setSmartAccountNetworks(['eip155:1'])
    const toastId = client.showToast('Copied', 'success')
    const seen: number[] = []
    const unsubscribe = client.subscribeConnections('eip155', (connections) => seen.push(connections.length))
    const endedEarly: unknown[] = []
    client.subscribeConnections('eip155', (connections) => endedEarly.push(connections))()
    // Nothing has happened yet: the code is still on its way.
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().notification).toBeUndefined()
    await loadActions()
    expect(client.getState().router.history.map((entry) => entry.view)).toEqual(['Networks', 'GetWallet'])
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().notification).toMatchObject({ message: 'Saved', variant: 'info' })
    expect(client.getState().chain.smartAccountNetworks).toEqual(['eip155:1'])
    // The toast's id was answered in the call; the toast bears it.
    expect(client.getState().toasts.map((toast) => [toast.id, toast.message])).toEqual([[toastId, 'Copied']])
    expect(seen).toEqual([0])
    // A subscription ended before the code arrived never starts.
    expect(endedEarly).toEqual([])
    unsubscribe()
    client.close()
    // Once here, the same calls act in the same call.
    expect(client.getState().modal.open).toBe(false)
    await opened
  })

  it('requestApproval answers once the actions are here (its caller, the embedded wallet, loads after them)', async () => {
    const { client } = createTestClient()
    await client.ready()
    expect(client.requestApproval({ method: 'eth_call' })).toBe('safe')
  })
})
