import { loadContractArtifact } from '@sigil/devnet'
import { useDevnet } from '@sigil/test/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  http,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { zeroApproval } from './zeroApproval.js'

const { devnet } = useDevnet()
const SPENDER = '0x82C6D3ed4cD33d8EC1E51d0B5Cc1d822Eaa0c3dC'

/** A token with USDT's allowance rule, deployed on the first devnet chain by a devnet account. */
async function deployResetToken() {
  const artifact = loadContractArtifact('DevnetResetToken')
  const chainId = devnet.chains[0]!.chainId
  const transport = http(devnet.urls.rpc[chainId])
  const account = mnemonicToAccount(devnet.mnemonic, { addressIndex: 3 })
  const chain = createPublicClient({ transport })
  const wallet = createWalletClient({
    account,
    transport,
    chain: {
      id: chainId,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.urls.rpc[chainId]!] } },
    },
  })
  const deployed = await chain.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({
      data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args: [10n ** 12n] }),
    }),
  })
  const token = deployed.contractAddress as Address
  const send = async (call: { to: string; data: string; value: bigint }) => {
    const receipt = await chain.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: call.to as Address,
        data: call.data as Hex,
        value: call.value,
      }),
    })
    expect(receipt.status).toBe('success')
  }
  const approval = (amount: bigint) => ({
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: artifact.abi, functionName: 'approve', args: [SPENDER, amount] }),
  })
  const allowance = () =>
    chain.readContract({
      address: token,
      abi: artifact.abi,
      functionName: 'allowance',
      args: [account.address, SPENDER],
    })
  return { send, approval, allowance }
}

describe('the allowance reset on a real chain', () => {
  it('R-ACCT-35 a USDT-like token refuses a non-zero to non-zero approval; the zero approval Swap sends first lets it through', async () => {
    const token = await deployResetToken()
    await token.send(token.approval(5n))
    expect(await token.allowance()).toBe(5n)
    // What a swap would hit without the reset: the chain refuses the new approval.
    await expect(token.send(token.approval(300n))).rejects.toThrow(/set the allowance to zero first/)
    const reset = zeroApproval(token.approval(300n))
    expect(reset).toBeDefined()
    await token.send(reset!)
    expect(await token.allowance()).toBe(0n)
    await token.send(token.approval(300n))
    expect(await token.allowance()).toBe(300n)
  })
})
