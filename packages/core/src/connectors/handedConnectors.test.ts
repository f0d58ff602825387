import { createMemoryLogSink } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { AdapterContext, AdapterEvent, Connector } from '../adapter.js'
import { createLogger } from '../logger/index.js'
import { createHandedConnectors } from './handedConnectors.js'

type Provider = { kind: 'ours' }
const isOurs = (provider: unknown): provider is Provider =>
  typeof provider === 'object' && provider !== null && (provider as Provider).kind === 'ours'

function setup() {
  const events: AdapterEvent[] = []
  const { sink, records } = createMemoryLogSink()
  let context: AdapterContext | undefined
  const handed = createHandedConnectors<Provider>({
    chain: 'solana',
    accepts: isOurs,
    kind: 'test',
    context: () => context,
  })
  const setUp = () => {
    context = {
      networks: [],
      logger: createLogger({ sink }),
      emit: (event) => void events.push(event),
    }
  }
  return { handed, events, records, setUp }
}

const connector = (id: string, provider: unknown, chain: Connector['chain'] = 'solana'): Connector => ({
  id,
  type: 'WALLET_CONNECT',
  name: id,
  chain,
  provider,
})

describe('the connectors shared connectors hand an adapter', () => {
  it('keeps a connector of its chain whose provider it can drive, and tells the client each change', () => {
    const { handed, events, setUp } = setup()
    setUp()
    const remove = handed.add(connector('wc', { kind: 'ours' }))
    expect(handed.list().map((c) => c.id)).toEqual(['wc'])
    expect(handed.get('wc')?.provider).toEqual({ kind: 'ours' })
    remove()
    expect(handed.list()).toEqual([])
    expect(events).toEqual([{ type: 'connectorsChanged' }, { type: 'connectorsChanged' }])
  })

  it('refuses another chain or a provider it cannot drive, with a warning, and its removal does nothing', () => {
    const { handed, events, records, setUp } = setup()
    setUp()
    handed.add(connector('other-chain', { kind: 'ours' }, 'eip155'))()
    handed.add(connector('foreign', { kind: 'theirs' }))()
    expect(handed.list()).toEqual([])
    expect(events).toEqual([])
    expect(records.filter((r) => r.level === 'warn').map((r) => r.message)).toEqual([
      'Connector other-chain has no test provider; it is not offered',
      'Connector foreign has no test provider; it is not offered',
    ])
  })

  it('a connector handed again under the same id replaces the first; the first removal leaves the second', () => {
    const { handed, setUp } = setup()
    setUp()
    const removeFirst = handed.add(connector('wc', { kind: 'ours' }))
    handed.add({ ...connector('wc', { kind: 'ours' }), name: 'second' })
    removeFirst()
    expect(handed.list().map((c) => c.name)).toEqual(['second'])
  })

  it('takes connectors before the adapter is set up, without telling anyone yet', () => {
    const { handed, events } = setup()
    handed.add(connector('early', { kind: 'ours' }))
    expect(handed.list().map((c) => c.id)).toEqual(['early'])
    expect(events).toEqual([])
  })
})
