import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  type PublicClient,
  parseEther,
  parseUnits,
  type WalletClient,
} from 'viem'
import type { ContractArtifact } from './contract-artifacts.js'
import { DEPLOYER_INDEX, type DevnetAccount } from './derive-accounts.js'
import { sendUnlocked } from './send-unlocked.js'

export interface ChainContracts {
  /** Devnet USD (dUSD), 6 decimals. */
  erc20: Address
  /** Devnet Collectibles (DNC). */
  erc721: Address
  /** Free Airdrop (FREE), flagged as spam by the indexer. */
  spamErc721: Address
  /** DevnetSwap: the fixed-rate swap desk behind /v1/convert, funded with ETH and dUSD. */
  swap: Address
  /** DevnetSmartAccountFactory: makes ERC-1271 smart accounts owned by an EOA (no transaction at start). */
  smartAccountFactory: Address
  /** Simple7702Account, the reference EIP-7702 account an EOA delegates to for batched calls. */
  batchAccount: Address
}

export const DUSD = { name: 'Devnet USD', symbol: 'dUSD', decimals: 6 } as const
export const COLLECTIBLE = { name: 'Devnet Collectibles', symbol: 'DNC' } as const
export const SPAM_COLLECTIBLE = { name: 'Free Airdrop', symbol: 'FREE' } as const

interface SeedInput {
  publicClient: PublicClient
  walletClient: WalletClient
  accounts: readonly DevnetAccount[]
  artifacts: { token: ContractArtifact; collectible: ContractArtifact }
  tokenBaseUri: string
}

/**
 * Deploys the devnet contracts and gives accounts 0..3 tokens, NFTs, spam and activity.
 * Transactions go through anvil's unlocked accounts one after another; automine puts each
 * in its own block, so the history has distinct, ordered entries.
 */
export async function deployAndSeed(
  input: SeedInput,
): Promise<Omit<ChainContracts, 'swap' | 'smartAccountFactory' | 'batchAccount'>> {
  const { publicClient, walletClient, accounts, artifacts } = input
  const address = (index: number) => accounts[index]!.address
  const deployer = address(DEPLOYER_INDEX)

  const send = (from: Address, to: Address | undefined, data?: Hex, value?: bigint): Promise<Hex> =>
    sendUnlocked(walletClient, from, to, data, value)

  let nonce = BigInt(await publicClient.getTransactionCount({ address: deployer }))
  const deploy = async (artifact: ContractArtifact, args: readonly unknown[]): Promise<Address> => {
    const contract = getContractAddress({ from: deployer, nonce })
    await send(
      deployer,
      undefined,
      encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }),
    )
    nonce += 1n
    return contract
  }

  const erc20 = await deploy(artifacts.token, [DUSD.name, DUSD.symbol, DUSD.decimals])
  const erc721 = await deploy(artifacts.collectible, [
    COLLECTIBLE.name,
    COLLECTIBLE.symbol,
    `${input.tokenBaseUri}/dnc/`,
  ])
  const spamErc721 = await deploy(artifacts.collectible, [
    SPAM_COLLECTIBLE.name,
    SPAM_COLLECTIBLE.symbol,
    `${input.tokenBaseUri}/free/`,
  ])

  const call = (artifact: ContractArtifact, functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi: artifact.abi, functionName, args })
  const dusd = (amount: string) => parseUnits(amount, DUSD.decimals)

  const mints: [number, string][] = [
    [0, '10000'],
    [1, '5000'],
    [2, '2500'],
    [3, '1000'],
  ]
  for (const [index, amount] of mints) {
    await send(deployer, erc20, call(artifacts.token, 'mint', [address(index), dusd(amount)]))
  }
  const tokenTransfers: [number, number, string][] = [
    [0, 1, '125.5'],
    [1, 0, '42'],
    [2, 3, '10'],
    [3, 0, '7.25'],
    [0, 2, '50'],
    [0, 3, '20'],
  ]
  for (const [from, to, amount] of tokenTransfers) {
    await send(address(from), erc20, call(artifacts.token, 'transfer', [address(to), dusd(amount)]))
  }
  for (const holder of [0, 0, 1]) {
    await send(deployer, erc721, call(artifacts.collectible, 'mint', [address(holder)]))
  }
  for (const holder of [0, 1]) {
    await send(deployer, spamErc721, call(artifacts.collectible, 'mint', [address(holder)]))
  }
  const nativeTransfers: [number, number, string][] = [
    [0, 1, '0.5'],
    [1, 0, '0.25'],
    [2, 0, '1'],
    [3, 2, '0.1'],
    [0, 3, '0.05'],
  ]
  for (const [from, to, amount] of nativeTransfers) {
    await send(address(from), address(to), undefined, parseEther(amount))
  }

  const code = await publicClient.getCode({ address: erc20 })
  if (code === undefined || code === '0x') throw new Error('the devnet ERC-20 was not deployed')
  return { erc20, erc721, spamErc721 }
}
