import { describe, expect, it, vi } from 'vitest'
import type { SessionEvent, WalletConnectSession } from './sdk/walletConnectSession.js'
import { type SessionAccount, sessionWalletBase } from './sessionWalletBase.js'

const account = (address: string): SessionAccount => ({
  address,
  publicKey: new Uint8Array(),
  chains: ['solana:devnet'],
  features: [],
})

/** The two members of a session the base uses: its events and its end. */
function fakeSession() {
  const handlers = new Set<(event: SessionEvent) => void>()
  const session = {
    onEvent: vi.fn((handler: (event: SessionEvent) => void) => {
      handlers.add(handler)
      return () => handlers.delete(handler)
    }),
    disconnect: vi.fn(async () => undefined),
  }
  const emit = (event: SessionEvent) => {
    for (const handler of handlers) handler(event)
  }
  return { session: session as unknown as WalletConnectSession & typeof session, emit }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sessionWalletBase', () => {
  it('connecting keeps the accounts and watches the session once, however often it connects', async () => {
    const { session } = fakeSession()
    const base = sessionWalletBase({
      session: async () => session,
      namespace: 'solana',
      connect: async (silent) => (silent ? [] : [account('A')]),
      accountsAfter: async () => [],
    })
    expect(await base.connect(false)).toEqual({ accounts: [account('A')] })
    expect(base.accounts()).toEqual([account('A')])
    expect(await base.connect(true)).toEqual({ accounts: [] })
    expect(session.onEvent).toHaveBeenCalledTimes(1)
  })

  it("tells its listeners the accounts after an event of its namespace or the session's end, not another namespace's", async () => {
    const { session, emit } = fakeSession()
    const accountsAfter = vi.fn(async (event: SessionEvent) =>
      event.type === 'accountsChanged' ? event.addresses.map(account) : [],
    )
    const base = sessionWalletBase({
      session: async () => session,
      namespace: 'bip122',
      connect: async () => [account('A')],
      accountsAfter,
    })
    const heard: (readonly SessionAccount[] | undefined)[] = []
    const off = base['standard:events'].on('change', ({ accounts }) => heard.push(accounts))
    await base.connect(false)
    emit({ type: 'accountsChanged', namespace: 'solana', addresses: ['X'] })
    emit({ type: 'accountsChanged', namespace: 'bip122', addresses: ['B'] })
    await settle()
    expect(heard).toEqual([[account('B')]])
    expect(base.accounts()).toEqual([account('B')])
    emit({ type: 'disconnect' })
    await settle()
    expect(heard).toEqual([[account('B')], []])
    off()
    emit({ type: 'accountsChanged', namespace: 'bip122', addresses: ['C'] })
    await settle()
    expect(heard).toHaveLength(2)
    expect(accountsAfter).toHaveBeenCalledTimes(3)
  })

  it('disconnecting forgets the accounts and ends the session', async () => {
    const { session } = fakeSession()
    const base = sessionWalletBase({
      session: async () => session,
      namespace: 'solana',
      connect: async () => [account('A')],
      accountsAfter: async () => [],
    })
    await base.connect(false)
    await base['standard:disconnect'].disconnect()
    expect(base.accounts()).toEqual([])
    expect(session.disconnect).toHaveBeenCalledTimes(1)
  })
})
