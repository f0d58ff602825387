import { createTestClient, fuzzParameters, hostileValue } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSigilError } from '../../errors/SigilError.js'
import { EXTRA_VIEWS, FEATURE_VIEWS, VIEWS } from '../views.js'

const VIEW_NAMES: readonly string[] = [...VIEWS, ...FEATURE_VIEWS, ...EXTRA_VIEWS]

/** Names every object answers to, and strings close to real views. */
const notAView = fc.oneof(
  fc.constantFrom(
    'constructor',
    '__proto__',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'isPrototypeOf',
    'propertyIsEnumerable',
    'toLocaleString',
    '__defineGetter__',
    'prototype',
    'connect',
    'account',
    'Connect ',
    ' Account',
    '',
  ),
  fc.string().filter((text) => !VIEW_NAMES.includes(text)),
  // Left out: undefined, which asks for no view in particular.
  hostileValue.filter(
    (value) => value !== undefined && (typeof value !== 'string' || !VIEW_NAMES.includes(value)),
  ),
)

const refused = (error: unknown) => isSigilError(error, 'INVALID_INPUT')

describe('open() and the router with hostile arguments', () => {
  it('R-STATE-04 R-UI-05 open({ view }) with a view the modal lacks rejects with INVALID_INPUT and changes nothing', async () => {
    const { client } = createTestClient()
    await client.ready()
    await fc.assert(
      fc.asyncProperty(notAView, async (view) => {
        const before = client.getState()
        const error = await client.open({ view } as never).then(
          () => undefined,
          (reason: unknown) => reason,
        )
        expect(refused(error)).toBe(true)
        expect(client.getState().router).toBe(before.router)
        expect(client.getState().modal).toBe(before.modal)
      }),
      fuzzParameters(300),
    )
    await client.open()
    expect(client.getState().router.view).toBe('Connect')
    expect(client.getState().modal.open).toBe(true)
  })

  it('R-STATE-04 open() with any options either opens on a view of the modal or rejects with INVALID_INPUT', async () => {
    const { client } = createTestClient()
    await client.ready()
    const options = fc.oneof(
      hostileValue,
      fc.record(
        {
          view: fc.oneof(notAView, fc.constantFrom(...VIEW_NAMES)),
          data: hostileValue,
          uri: hostileValue,
          namespace: hostileValue,
        },
        { requiredKeys: [] },
      ),
    )
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        client.close()
        const outcome = await client.open(value as never).then(
          () => 'opened',
          (reason: unknown) => reason,
        )
        if (outcome === 'opened') {
          expect(VIEW_NAMES).toContain(client.getState().router.view)
          expect(client.getState().modal.open).toBe(true)
        } else {
          expect(refused(outcome)).toBe(true)
          expect(client.getState().modal.open).toBe(false)
        }
      }),
      fuzzParameters(300),
    )
  })

  it('R-STATE-14 router.push, replace and reset throw INVALID_INPUT for a view the modal lacks and keep the history', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.open()
    await fc.assert(
      fc.property(notAView, fc.constantFrom('push', 'replace', 'reset' as const), (view, move) => {
        const before = client.getState().router
        let thrown: unknown
        try {
          client.router[move](view as never)
        } catch (error) {
          thrown = error
        }
        expect(refused(thrown)).toBe(true)
        expect(client.getState().router).toBe(before)
      }),
      fuzzParameters(300),
    )
    client.router.push('Networks')
    expect(client.getState().router.history.map((entry) => entry.view)).toEqual(['Connect', 'Networks'])
  })

  it('R-STATE-04 the refusal names the value without running its code', async () => {
    const { client } = createTestClient()
    await client.ready()
    const hostile = {
      get view(): string {
        throw new Error('read')
      },
    }
    await expect(client.open(hostile as never)).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    await expect(client.open({ view: 'constructor' } as never)).rejects.toThrow(
      'Invalid view: "constructor" is not a view of the modal',
    )
    await expect(client.open({ view: { toString: () => 'Connect' } } as never)).rejects.toThrow(
      'Invalid view: object is not a view of the modal',
    )
  })
})
