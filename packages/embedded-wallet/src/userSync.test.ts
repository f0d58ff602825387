import {
  AUTH_CONNECTOR_ID,
  type AuthUser,
  createLogger,
  type SigilInternalClient,
} from '@sigil/core/internal'
import { describe, expect, it } from 'vitest'
import { syncSignedInUser } from './userSync.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

type Account = {
  address?: string
  user?: { email?: string | null; username?: string }
  socialProvider?: string
}
type FakeState = {
  connection: { activeConnectorId: { eip155?: string; solana?: string } }
  accounts: { eip155: Account; solana: Account }
}

/** Just what the sync reads and writes of a client: the connection, the accounts, setUser. */
function fakeClient() {
  let state: FakeState = { connection: { activeConnectorId: {} }, accounts: { eip155: {}, solana: {} } }
  const listeners = new Set<() => void>()
  const update = (next: FakeState) => {
    state = next
    for (const listener of [...listeners]) listener()
  }
  const client = {
    getState: () => state,
    subscribe<T>(
      selector: (state: FakeState) => T,
      listener: (value: T, previous: T) => void,
      options?: { fireImmediately?: boolean },
    ) {
      let previous = selector(state)
      const check = () => {
        const value = selector(state)
        if (Object.is(value, previous)) return
        const before = previous
        previous = value
        listener(value, before)
      }
      listeners.add(check)
      if (options?.fireImmediately) listener(previous, previous)
      return () => listeners.delete(check)
    },
    setUser(
      namespace: 'eip155' | 'solana',
      user: { address: string; email?: string | null; username?: string; socialProvider?: string },
    ) {
      const account = state.accounts[namespace]
      if (account.address !== user.address) return
      const { address: _, socialProvider, ...who } = user
      update({
        ...state,
        accounts: { ...state.accounts, [namespace]: { ...account, user: who, socialProvider } },
      })
    },
  }
  const connect = (namespace: 'eip155' | 'solana', address: string, connectorId = AUTH_CONNECTOR_ID) =>
    update({
      connection: { activeConnectorId: { ...state.connection.activeConnectorId, [namespace]: connectorId } },
      accounts: { ...state.accounts, [namespace]: { address } },
    })
  return { client: client as unknown as SigilInternalClient, state: () => state, connect }
}

const silent = createLogger({ sink: () => undefined })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const ada: AuthUser = { address: EVM, email: 'ada@example.com', userName: 'ada', socialProvider: 'github' }

describe('the signed-in user on the accounts', () => {
  it('R-EMBED-24 the Solana account of the session shows who signed in, whichever namespace connects first', async () => {
    const fake = fakeClient()
    const reads: string[] = []
    const sync = syncSignedInUser(
      fake.client,
      async () => {
        reads.push('GET_USER')
        return ada
      },
      async () => true,
      silent,
    )
    fake.connect('eip155', EVM)
    await flush()
    expect(fake.state().accounts.eip155.user).toEqual({ email: 'ada@example.com', username: 'ada' })
    // The Solana account connects after the user was read: it gets the same person, no new read.
    fake.connect('solana', SOLANA)
    expect(fake.state().accounts.solana).toEqual({
      address: SOLANA,
      user: { email: 'ada@example.com', username: 'ada' },
      socialProvider: 'github',
    })
    expect(reads).toEqual(['GET_USER'])
    // An email change shows on both.
    sync.show({ ...ada, email: 'ada@new.example.com' })
    expect(fake.state().accounts.eip155.user?.email).toBe('ada@new.example.com')
    expect(fake.state().accounts.solana.user?.email).toBe('ada@new.example.com')
    sync.stop()
  })

  it('R-EMBED-24 a Solana account already connected when the user is read gets it too; another wallet on Solana does not', async () => {
    const fake = fakeClient()
    fake.connect('solana', SOLANA)
    const sync = syncSignedInUser(
      fake.client,
      async () => ada,
      async () => true,
      silent,
    )
    fake.connect('eip155', EVM)
    await flush()
    expect(fake.state().accounts.solana.user).toEqual({ email: 'ada@example.com', username: 'ada' })
    sync.stop()

    // Solana connected with another wallet: the embedded wallet's user is not its user.
    const other = fakeClient()
    other.connect('solana', SOLANA, 'phantom')
    const otherSync = syncSignedInUser(
      other.client,
      async () => ada,
      async () => true,
      silent,
    )
    other.connect('eip155', EVM)
    await flush()
    expect(other.state().accounts.eip155.user?.email).toBe('ada@example.com')
    expect(other.state().accounts.solana.user).toBeUndefined()
    otherSync.stop()
  })
})
