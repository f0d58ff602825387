import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  type PublicClient,
  parseEther,
  parseUnits,
  type WalletClient,
} from 'viem'
import type { ContractArtifact } from './contract-artifacts.js'
import { sendUnlocked } from './send-unlocked.js'

/** The address swap APIs use for a chain's native currency (EIP-7528 style sentinel). */
export const NATIVE_SENTINEL: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The desk keeps 0.3% of each swap's output, like a common pool fee. */
export const SWAP_FEE_BPS = 30

/** Liquidity given to the desk at start, and what the deployer keeps to sell through the onramp. */
export const SWAP_DESK_LIQUIDITY = { nativeEther: '1000', erc20: '3000000' } as const
export const ONRAMP_TREASURY_ERC20 = '1000000'

export interface ListedToken {
  address: Address
  decimals: number
  /** USD price of one whole token. */
  usdPrice: number
}

interface DeploySwapDeskInput {
  publicClient: PublicClient
  walletClient: WalletClient
  deployer: Address
  artifacts: { swap: ContractArtifact; token: ContractArtifact }
  /** The devnet ERC-20, minted to the desk as liquidity and to the deployer for the onramp. */
  erc20: ListedToken
  native: { decimals: number; usdPrice: number }
}

/** USD per base unit scaled by 1e18: the desk's rate table, derived from the USD price table. */
export function unitPrice(usdPrice: number, decimals: number): bigint {
  return parseUnits(String(usdPrice), 18) / 10n ** BigInt(decimals)
}

/**
 * Deploys the swap desk, lists the native currency and the ERC-20 at devnet's fixed prices,
 * and funds it: native ether from the deployer, the ERC-20 minted to it. Also mints the
 * deployer the ERC-20 the local onramp provider sells.
 */
export async function deploySwapDesk(input: DeploySwapDeskInput): Promise<Address> {
  const { publicClient, walletClient, deployer, artifacts, erc20 } = input
  const send = (to: Address | undefined, data?: Hex, value?: bigint): Promise<Hex> =>
    sendUnlocked(walletClient, deployer, to, data, value)
  const deployHash = await send(
    undefined,
    encodeDeployData({
      abi: artifacts.swap.abi,
      bytecode: artifacts.swap.bytecode,
      args: [
        [NATIVE_SENTINEL, erc20.address],
        [unitPrice(input.native.usdPrice, input.native.decimals), unitPrice(erc20.usdPrice, erc20.decimals)],
        SWAP_FEE_BPS,
      ],
    }),
  )
  // eth_sendTransaction can answer before the block is mined when the machine is busy.
  const receipt = await publicClient.waitForTransactionReceipt({ hash: deployHash })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error('the devnet swap desk was not deployed')
  const desk = getAddress(receipt.contractAddress)

  const mint = (to: Address, amount: string) =>
    send(
      erc20.address,
      encodeFunctionData({
        abi: artifacts.token.abi,
        functionName: 'mint',
        args: [to, parseUnits(amount, erc20.decimals)],
      }),
    )
  await send(desk, undefined, parseEther(SWAP_DESK_LIQUIDITY.nativeEther))
  await mint(desk, SWAP_DESK_LIQUIDITY.erc20)
  const last = await mint(deployer, ONRAMP_TREASURY_ERC20)
  // The deployer's transactions are mined in nonce order: once the last is in, the desk is funded.
  const funded = await publicClient.waitForTransactionReceipt({ hash: last })
  if (funded.status !== 'success') throw new Error('funding the devnet swap desk failed')
  return desk
}
