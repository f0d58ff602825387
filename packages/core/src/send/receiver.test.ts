import { testMainnet, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { profileAddress, readReceiver } from './receiver.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const devnet: CaipNetwork = { ...testMainnet, id: 31337, caipNetworkId: 'eip155:31337', name: 'Devnet A' }

describe('the receiver', () => {
  it('R-ACCT-03 an EVM receiver is a valid address (checksummed when mixed case) or a name to resolve', () => {
    expect(readReceiver(ALICE, 'eip155')).toEqual({ kind: 'address', address: ALICE })
    expect(readReceiver(` ${ALICE.toLowerCase()} `, 'eip155')).toEqual({
      kind: 'address',
      address: ALICE.toLowerCase(),
    })
    // One character's case changed breaks the checksum: a typo is caught, not sent.
    expect(readReceiver(ALICE.replace('C5', 'c5'), 'eip155')).toEqual({ kind: 'invalid' })
    expect(readReceiver('0x1234', 'eip155')).toEqual({ kind: 'invalid' })
    expect(readReceiver('Alice.Reown.ID', 'eip155')).toEqual({ kind: 'name', name: 'alice.reown.id' })
    expect(readReceiver('vitalik.eth', 'eip155')).toEqual({ kind: 'name', name: 'vitalik.eth' })
    for (const bad of ['alice', 'alice.', 'alice.x', 'ali ce.eth', 'a@b.eth'])
      expect(readReceiver(bad, 'eip155'), bad).toEqual({ kind: 'invalid' })
    expect(readReceiver('   ', 'eip155')).toEqual({ kind: 'empty' })
  })

  it('R-ACCT-26 names resolve on EVM only: Solana takes base58 addresses, Bitcoin nothing', () => {
    const sol = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(readReceiver(sol, 'solana')).toEqual({ kind: 'address', address: sol })
    expect(readReceiver('alice.reown.id', 'solana')).toEqual({ kind: 'invalid' })
    expect(readReceiver(ALICE, 'solana')).toEqual({ kind: 'invalid' })
    expect(readReceiver('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toEqual({ kind: 'invalid' })
  })

  it("R-ACCT-14 a profile's address for the network: its ENSIP-11 coin type, else the default EVM address (60)", () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const profile = { name: 'alice.reown.id', addresses: { '60': { address: ALICE } } }
    expect(profileAddress(profile, devnet)).toBe(ALICE)
    expect(profileAddress(profile, testMainnet)).toBe(ALICE)
    const withChain = {
      ...profile,
      addresses: { ...profile.addresses, [String(0x80000000 + 31337)]: { address: other } },
    }
    expect(profileAddress(withChain, devnet)).toBe(other)
    expect(profileAddress(withChain, testMainnet)).toBe(ALICE)
    expect(
      profileAddress({ name: 'x.eth', addresses: { '60': { address: 'nope' } } }, devnet),
    ).toBeUndefined()
    expect(profileAddress({ name: 'x.eth', addresses: {} }, devnet)).toBeUndefined()
    expect(profileAddress(profile, testSolana)).toBeUndefined()
  })
})
