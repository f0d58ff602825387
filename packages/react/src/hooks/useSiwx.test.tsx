import type { SiwxSession } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SigilProvider } from '../context/SigilProvider.js'
import { useSiwx } from './useSiwx.js'

afterEach(cleanup)

describe('useSiwx', () => {
  it('R-SIWX-01 gives the session after signIn(), its events, and clears it on signOut()', async () => {
    const sessions: SiwxSession[] = []
    const test = createTestClient({
      solana: false,
      evm: { connectors: [{ id: 'w', type: 'ANNOUNCED', name: 'Wallet', chain: 'eip155' }] },
      siwx: {
        createMessage: async ({ accountAddress, chainId }) => ({
          accountAddress,
          chainId,
          domain: 'app.example',
          uri: 'https://app.example/',
          version: '1',
          nonce: 'hookTest1234',
          serializedMessage: 'app.example wants you to sign in',
        }),
        addSession: async (session) => void sessions.push(session),
        getSession: async () => sessions[0],
        revokeSession: async () => void sessions.splice(0),
        listSessions: async () => sessions,
        getRequired: () => false,
      },
    })
    test.evm.signMessage = async () => '0x5167'
    await test.client.ready()
    const events: string[] = []
    test.client.siwx.onEvent((event) => events.push(event.type))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SigilProvider client={test.client}>{children}</SigilProvider>
    )
    const { result } = renderHook(() => useSiwx(), { wrapper })
    expect(result.current).toMatchObject({ enabled: true, session: undefined, required: false })
    await act(async () => test.client.connect({ connectorId: 'w', namespace: 'eip155' }))
    await waitFor(() => expect(test.client.getState().router.view).toBe('SIWXSignMessage'))
    await act(async () => void (await result.current.signIn()))
    expect(result.current.status).toBe('signed')
    expect(result.current.session?.signature).toBe('0x5167')
    await act(async () => result.current.signOut())
    expect(result.current.session).toBeUndefined()
    expect(events).toEqual(['SIWX_SIGNED_IN', 'SIWX_SIGNED_OUT'])
  })
})
