import { devnetBlockchainClient, devnetNetwork, useDevnet } from '@sigil/test/devnet'
import { createWalletClient, type Hex, http, pad, publicActions, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'

const { devnet } = useDevnet()

const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/**
 * A token contract with no name(), symbol() or decimals(): any call emits
 * Transfer(caller, word 0 of the calldata, word 1 of the calldata) and returns nothing.
 */
const RUNTIME = `602035600052600035337f${TRANSFER_TOPIC}60206000a300`
const NAMELESS_TOKEN_INIT = `0x603180600b6000396000f3${RUNTIME}` as Hex

describe('a token the history service cannot name', () => {
  it('R-API-13 R-ACCT-09 devnet sends null name and symbol as the hosted history does, and Sigil keeps the entry', async () => {
    const chain = devnet.chains[0]!
    const sender = privateKeyToAccount(devnet.accounts[8]!.privateKey)
    const receiver = '0x000000000000000000000000000000000000dEaD'
    const wallet = createWalletClient({ account: sender, transport: http(chain.rpcUrl) }).extend(
      publicActions,
    )
    const deployed = await wallet.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ data: NAMELESS_TOKEN_INIT, chain: null }),
    })
    const token = deployed.contractAddress!
    await wallet.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: token,
        data: `${pad(receiver)}${pad(toHex(7)).slice(2)}`,
        chain: null,
      }),
    })

    const history = await fetch(
      `${devnet.urls.blockchain}/v1/account/${receiver}/history?chainId=eip155:${chain.chainId}&projectId=${devnet.projectId}`,
    )
    const { data } = (await history.json()) as { data: { transfers: { fungible_info: unknown }[] }[] }
    expect(data[0]!.transfers[0]!.fungible_info).toEqual({ name: null, symbol: null, icon: null })

    const page = await devnetBlockchainClient(devnet).getTransactions({
      account: receiver,
      network: devnetNetwork(chain),
    })
    expect(page.data).toHaveLength(data.length)
    expect(page.data[0]!.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '7' } })
    expect(page.data[0]!.transfers[0]!.fungible_info?.name).toBeUndefined()
  })
})
