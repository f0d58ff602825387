import { createTestClient, flushPromises } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { DEBOUNCE_MS } from '../constants/index.js'
import { nameSuggestionsSchema } from '../services/blockchain/schemas.js'
import { createNameRegistration, type NameService, nameLabel } from './createNameRegistration.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A name service that answers from a list of registered names and records what it was asked. */
function fakeNameService(registered: string[] = ['alice.reown.id']) {
  const calls: string[] = []
  let failRegister = false
  const service: NameService = {
    getNameSuggestions: async (name) => {
      calls.push(`suggest ${name}`)
      return [`${name}.reown.id`, `${name}-wallet.reown.id`, `alice.reown.id`].map((full) => ({
        name: full,
        registered: registered.includes(full),
      }))
    },
    resolveName: async (name) => {
      calls.push(`resolve ${name}`)
      return registered.includes(name) ? { name, addresses: {}, attributes: {} } : undefined
    },
    registerName: async (parameters) => {
      calls.push(`register ${JSON.parse(parameters.message).name} ${parameters.signature}`)
      if (failRegister) throw new Error('the service refused')
      registered.push(JSON.parse(parameters.message).name)
      return {
        name: JSON.parse(parameters.message).name,
        addresses: { 60: { address: parameters.address } },
        attributes: {},
      }
    },
  }
  return { service, calls, failRegisterNext: () => (failRegister = true) }
}

async function setup() {
  const test = createTestClient()
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await test.client.open({ view: 'RegisterAccountName' })
  const names = fakeNameService()
  const flow = createNameRegistration(test.client, async () => names.service)
  const type = async (input: string) => {
    const done = flow.setInput(input)
    test.clock.advance(DEBOUNCE_MS)
    await done
    await flushPromises()
  }
  return { ...test, names, flow, type }
}

describe('name registration', () => {
  it('R-ACCT-13 a name suggestion has a name (registered defaults to false); one without a name is refused', () => {
    expect(nameSuggestionsSchema({ suggestions: [{ name: 'bob.reown.id' }] })).toEqual({
      suggestions: [{ name: 'bob.reown.id', registered: false }],
    })
    expect(() => nameSuggestionsSchema({ suggestions: [{ registered: true }] })).toThrow()
  })

  it('R-ACCT-34 a typed name loses the product suffix or the legacy one', () => {
    expect(nameLabel(' Bob.reown.id ')).toBe('bob')
    expect(nameLabel('bob.wcn.id')).toBe('bob')
    expect(nameLabel('bob')).toBe('bob')
  })

  it('suggestions and availability follow typing once it pauses; short or odd labels are invalid', async () => {
    const { flow, type, names } = await setup()
    await type('bob')
    expect(flow.getState().availability).toBe('invalid')
    await type('alice')
    expect(flow.getState()).toMatchObject({ name: 'alice.reown.id', availability: 'taken' })
    await type('carol')
    expect(flow.getState()).toMatchObject({ name: 'carol.reown.id', availability: 'available' })
    expect(flow.getState().suggestions.map((s) => s.name)).toEqual([
      'carol-wallet.reown.id',
      'alice.reown.id',
    ])
    expect(names.calls).toContain('resolve carol.reown.id')
  })

  it('R-ACCT-16 R-ACCT-07 sign message, then register, then RegisterAccountNameSuccess; the name becomes the profile name', async () => {
    const { client, evm, flow, type, names } = await setup()
    await type('carol')
    await flow.register()
    const signed = evm.callsOf('signMessage')
    expect(signed).toHaveLength(1)
    const message = (signed[0]!.parameters as { message: string }).message
    expect(JSON.parse(message)).toMatchObject({ name: 'carol.reown.id' })
    expect(names.calls.at(-1)).toBe(`register carol.reown.id 0xsigned:${message}`)
    expect(client.getState().router.view).toBe('RegisterAccountNameSuccess')
    expect(client.getState().accounts.eip155.profileName).toBe('carol.reown.id')
    expect(flow.getState().status).toBe('registered')
  })

  it('R-ACCT-16 R-ERR-14 an error goes back to RegisterAccountName with words; the profile is unchanged', async () => {
    const { client, flow, type, names } = await setup()
    await type('carol')
    names.failRegisterNext()
    client.router.push('RegisterAccountNameSuccess')
    await flow.register()
    expect(client.getState().router.view).toBe('RegisterAccountName')
    expect(flow.getState()).toMatchObject({ status: 'idle' })
    expect(flow.getState().error).toBeDefined()
    expect(client.getState().accounts.eip155.profileName).toBeUndefined()
    // A refused signature: nothing is registered.
    const { client: other, evm, flow: second, type: typeSecond, names: otherNames } = await setup()
    evm.signMessage = () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 }))
    await typeSecond('dave')
    await second.register()
    expect(otherNames.calls.some((call) => call.startsWith('register'))).toBe(false)
    expect(other.getState().router.view).toBe('RegisterAccountName')
    expect(second.getState().error).toBeDefined()
  })

  it('setProfile ignores an address that is no longer the account', async () => {
    const { client } = await setup()
    client.setProfile('eip155', { address: '0x2222222222222222222222222222222222222222', name: 'x.reown.id' })
    expect(client.getState().accounts.eip155.profileName).toBeUndefined()
    client.setProfile('eip155', { address: ADDRESS.toUpperCase().replace('0X', '0x'), name: 'x.reown.id' })
    expect(client.getState().accounts.eip155.profileName).toBe('x.reown.id')
  })
})
