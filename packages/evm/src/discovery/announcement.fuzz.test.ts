import { fuzzRuns } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter as evm } from '../createEvmAdapter.js'
import { recordingContext } from '../test/context.js'
import { FakeEip1193Provider } from '../test/FakeEip1193Provider.js'
import { FakeWindow, walletInfo } from '../test/FakeWindow.js'
import { checkAnnouncement, MAX_WALLET_NAME_LENGTH } from './announcement.js'

const provider = new FakeEip1193Provider()
const hostile = fc.oneof(
  fc.anything({ maxDepth: 2, withNullPrototype: true }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.test/i.png',
    '',
  ),
)
const field = fc.constantFrom('uuid', 'name', 'icon', 'rdns')

/** Announcement details near a valid one: one info field, the info or the provider replaced. */
const detail = fc.oneof(
  hostile,
  fc.tuple(field, hostile).map(([key, value]) => ({ info: { ...walletInfo(), [key]: value }, provider })),
  hostile.map((info) => ({ info, provider })),
  hostile.map((value) => ({ info: walletInfo(), provider: value })),
  fc
    .record({ name: fc.string({ unit: 'binary', maxLength: 150 }), rdns: fc.domain() })
    .map(({ name, rdns }) => ({ info: walletInfo({ name, rdns }), provider: new FakeEip1193Provider() })),
)

describe('EIP-6963 announcements under fuzzing', () => {
  it('R-SEC-11 checkAnnouncement accepts only a full, well-formed detail and never throws', () => {
    fc.assert(
      fc.property(detail, (value) => {
        const check = checkAnnouncement(value)
        if (!check.ok) {
          expect(check.reason).not.toBe('')
          return
        }
        const { info } = check.announcement
        expect(info.icon).toMatch(/^data:image\//)
        expect(info.name.length).toBeLessThanOrEqual(MAX_WALLET_NAME_LENGTH)
        expect(typeof check.announcement.provider.request).toBe('function')
      }),
      { numRuns: fuzzRuns() },
    )
  })

  it('R-SEC-11 any stream of announcements leaves one connector per rdns, each from a valid detail', () => {
    fc.assert(
      fc.property(fc.array(detail, { maxLength: 8 }), (details) => {
        const window = new FakeWindow()
        const { context } = recordingContext()
        const adapter = evm({ window })
        adapter.setup(context)
        for (const value of details) window.announceRaw(value)
        const connectors = adapter.getConnectors()
        const ids = connectors.map((c) => c.id)
        expect(new Set(ids).size).toBe(ids.length)
        for (const connector of connectors) {
          expect(connector.type).toBe('ANNOUNCED')
          expect(connector.imageUrl).toMatch(/^data:image\//)
          expect(adapter.getProvider(connector.id)).toBe(connector.provider)
        }
      }),
      { numRuns: fuzzRuns(300) },
    )
  })
})
