import { custom } from '@wagmi/core'
import { decodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testNetwork } from '../test/context.js'
import { testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`
const home = testNetwork({ id: 31337 })
const unknown = testNetwork({ id: 999 })

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A wagmi config whose chain answers a receipt for HASH with `status`. */
function configWithReceipt(status: '0x1' | '0x0') {
  const receipt = {
    transactionHash: HASH,
    blockHash: `0x${'11'.repeat(32)}`,
    blockNumber: '0x5',
    transactionIndex: '0x0',
    from: RECEIVER,
    to: TOKEN,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: '0x1',
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status,
    type: '0x2',
    contractAddress: null,
  }
  return testWagmiConfig({
    networks: [home],
    transports: {
      31337: custom({
        request: async ({ method }) => {
          if (method === 'eth_getTransactionReceipt') return receipt
          if (method === 'eth_blockNumber') return '0x5'
          if (method === 'eth_chainId') return '0x7a69'
          throw new Error(`unexpected ${method}`)
        },
      }),
    },
  })
}

describe('token transfers through the wagmi bridge', () => {
  it('R-ACCT-03 builds the same ERC-20 transfer as the plain adapter; a network missing from the wagmi config is refused', async () => {
    const adapter = wagmiAdapter(configWithReceipt('0x1'))
    const request = await adapter.buildTokenTransfer({
      network: home,
      token: TOKEN,
      to: RECEIVER,
      amount: '5',
    })
    expect(request).toMatchObject({ to: TOKEN, value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data as `0x${string}` })).toEqual({
      functionName: 'transfer',
      args: [RECEIVER, 5n],
    })
    await expect(
      adapter.buildTokenTransfer({ network: unknown, token: TOKEN, to: RECEIVER, amount: '5' }),
    ).rejects.toMatchObject({ shortMessage: 'Chain is not supported' })
  })

  it("R-ACCT-15 waits for the receipt on the config's chain and reports success or a revert", async () => {
    expect(
      await wagmiAdapter(configWithReceipt('0x1')).waitForTransaction({ network: home, hash: HASH }),
    ).toEqual({
      status: 'success',
    })
    expect(
      await wagmiAdapter(configWithReceipt('0x0')).waitForTransaction({ network: home, hash: HASH }),
    ).toEqual({
      status: 'reverted',
    })
    await expect(
      wagmiAdapter(configWithReceipt('0x1')).waitForTransaction({ network: home, hash: '0x12' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })
})
