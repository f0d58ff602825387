import { createPublicClient, createWalletClient, defineChain, http, type PublicClient } from 'viem'
import { NATIVE_TOKEN, priceOf } from '../blockchain/token-catalog.js'
import type { DevnetArtifacts } from './contract-artifacts.js'
import { deploySwapDesk } from './deploy-swap-desk.js'
import { DEPLOYER_INDEX, type DevnetAccount } from './derive-accounts.js'
import { installBatchAccount } from './install-batch-account.js'
import { installSmartAccountFactory } from './install-smart-account-factory.js'
import { type ChainContracts, DUSD, deployAndSeed } from './seed-chain.js'
import { type AnvilProcess, spawnAnvil } from './spawn-anvil.js'

export interface ChainConfig {
  chainId: number
  name: string
}

export interface RunningChain {
  chainId: number
  /** CAIP-2 id, e.g. 'eip155:31337'. */
  caipId: string
  name: string
  /** Direct URL of the anvil process (the devnet RPC proxy sits in front of it). */
  anvilUrl: string
  client: PublicClient
  contracts: ChainContracts
  stop(): Promise<void>
}

interface StartChainInput {
  config: ChainConfig
  host: string
  mnemonic: string
  accounts: readonly DevnetAccount[]
  artifacts: DevnetArtifacts
  tokenBaseUri: string
}

export async function startChain(input: StartChainInput): Promise<RunningChain> {
  const { config } = input
  const anvil: AnvilProcess = await spawnAnvil({
    chainId: config.chainId,
    host: input.host,
    mnemonic: input.mnemonic,
    accountCount: input.accounts.length,
  })
  try {
    const chain = defineChain({
      id: config.chainId,
      name: config.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    })
    const transport = http(anvil.url, { batch: false, retryCount: 0 })
    const client = createPublicClient({ chain, transport, pollingInterval: 100 }) as PublicClient
    const walletClient = createWalletClient({ chain, transport })
    const seeded = await deployAndSeed({
      publicClient: client,
      walletClient,
      accounts: input.accounts,
      artifacts: input.artifacts,
      tokenBaseUri: input.tokenBaseUri,
    })
    const swap = await deploySwapDesk({
      publicClient: client,
      walletClient,
      deployer: input.accounts[DEPLOYER_INDEX]!.address,
      artifacts: input.artifacts,
      erc20: { address: seeded.erc20, decimals: DUSD.decimals, usdPrice: priceOf(DUSD.symbol) },
      native: { decimals: NATIVE_TOKEN.decimals, usdPrice: priceOf(NATIVE_TOKEN.symbol) },
    })
    const smartAccountFactory = await installSmartAccountFactory(client, input.artifacts.smartAccountFactory)
    const batchAccount = await installBatchAccount(client)
    const contracts: ChainContracts = { ...seeded, swap, smartAccountFactory, batchAccount }
    return {
      chainId: config.chainId,
      caipId: `eip155:${config.chainId}`,
      name: config.name,
      anvilUrl: anvil.url,
      client,
      contracts,
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
