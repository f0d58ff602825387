import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapter.js'
import { adapterCode } from './adapterCode.js'

const connector = (id: string): Connector => ({ id, type: 'WALLET_CONNECT', name: id, chain: 'eip155' })

function fakeAdapter() {
  const added: string[] = []
  const removed: string[] = []
  return {
    added,
    removed,
    addConnector(c: Connector) {
      added.push(c.id)
      return () => removed.push(c.id)
    },
  }
}

describe("an adapter's code loaded after the first load", () => {
  it('is made once however often it is asked for, and known once here', async () => {
    let made = 0
    const code = adapterCode(async () => {
      made += 1
      return fakeAdapter()
    })
    expect(code.loaded()).toBeUndefined()
    const [a, b] = await Promise.all([code.load(), code.load()])
    expect(a).toBe(b)
    expect(code.loaded()).toBe(a)
    expect(made).toBe(1)
  })

  it('a failed fetch is tried again on the next call', async () => {
    let attempt = 0
    const code = adapterCode(async () => {
      attempt += 1
      if (attempt === 1) throw new Error('chunk failed')
      return fakeAdapter()
    })
    await expect(code.load()).rejects.toThrow('chunk failed')
    await expect(code.load()).resolves.toBeDefined()
  })

  it('shared connectors handed over early are added in order when it arrives; one removed before is not', async () => {
    const code = adapterCode(async () => fakeAdapter())
    code.addConnector(connector('first'))
    const removeSecond = code.addConnector(connector('second'))
    code.addConnector(connector('third'))
    removeSecond()
    const adapter = await code.load()
    expect(adapter.added).toEqual(['first', 'third'])
    // Once here, a connector goes straight to the adapter, and its removal reaches it.
    code.addConnector(connector('late'))()
    expect(adapter.added).toEqual(['first', 'third', 'late'])
    expect(adapter.removed).toEqual(['late'])
  })

  it('its waiting methods call the code once here, with their argument, and answer what it answers', async () => {
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => {
      release = resolve
    })
    const code = adapterCode(async () => {
      await arrived
      return { ...fakeAdapter(), connect: async (id: string) => `connected ${id}`, teardown: () => {} }
    })
    const standIn = code.waitingFor(['connect'])
    expect(Object.keys(standIn)).toEqual(['connect'])
    const answer = standIn.connect('wallet')
    release()
    await expect(answer).resolves.toBe('connected wallet')
  })
})
