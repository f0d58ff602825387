import { testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { transactionExplorerUrl } from './explorerUrl.js'

const HASH = `0x${'ab'.repeat(32)}`

describe('the explorer link of a sent transaction', () => {
  it("R-ACCT-15 is the network's default explorer /tx/{hash}; none without an http(s) explorer", () => {
    const explorer = (url: string) => ({ ...testMainnet, blockExplorers: { default: { name: 'Scan', url } } })
    expect(transactionExplorerUrl(explorer('https://scan.example'), HASH)).toBe(
      `https://scan.example/tx/${HASH}`,
    )
    expect(transactionExplorerUrl(explorer('http://127.0.0.1:5173/explorer/31337/'), HASH)).toBe(
      `http://127.0.0.1:5173/explorer/31337/tx/${HASH}`,
    )
    expect(transactionExplorerUrl(testMainnet, HASH)).toBeUndefined()
    expect(transactionExplorerUrl(explorer('javascript:alert(1)'), HASH)).toBeUndefined()
  })
})
