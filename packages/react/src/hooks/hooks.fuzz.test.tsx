import type { Connector, NetworkNamespace } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { SigilProvider } from '../context/SigilProvider.js'
import { useAccount } from './useAccount.js'
import { useBalance } from './useBalance.js'
import { useWalletProvider } from './useWalletProvider.js'

afterEach(cleanup)

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155', info: {} }
const NAMESPACES: readonly unknown[] = ['eip155', 'solana', 'bip122']

/** What an app could pass where a namespace goes: object keys, near misses, other types. */
const notANamespace = fc
  .oneof(
    fc.constantFrom(
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'EIP155',
      'eip155 ',
      'cosmos',
      '',
    ),
    fc.string(),
    fc.anything({ withNullPrototype: true, withBigInt: true, maxDepth: 2 }),
  )
  .filter((value) => value !== undefined && !NAMESPACES.includes(value))

describe('the hooks and the connect button with hostile arguments', () => {
  it('R-STATE-01 a namespace that is none reads as the active one: nothing throws, no state key leaks out', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [rabbit], balance: { balance: '1.5', symbol: 'ETH' } },
    })
    await client.ready()
    await client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    const seen: unknown[] = []
    function Reader({ namespace }: { namespace: NetworkNamespace }) {
      const account = useAccount(namespace)
      const balance = useBalance(namespace)
      const provider = useWalletProvider(namespace)
      seen.push([account.namespace, account.address, balance.formatted, provider.connectorId])
      return null
    }
    await fc.assert(
      fc.asyncProperty(notANamespace, fc.string(), async (value, label) => {
        seen.length = 0
        const namespace = value as NetworkNamespace
        const { unmount } = render(
          <SigilProvider client={client}>
            <Reader namespace={namespace} />
            <ConnectButton namespace={namespace} label={label} />
          </SigilProvider>,
        )
        await act(async () => {})
        expect(seen.at(-1)).toEqual([
          'eip155',
          '0x1111111111111111111111111111111111111111',
          '1.500 ETH',
          'Rabbit',
        ])
        unmount()
      }),
      { numRuns: 100 },
    )
  })
})
