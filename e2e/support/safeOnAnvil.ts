import { createRequire } from 'node:module'
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const require = createRequire(import.meta.url)
type Artifact = { abi: Abi; bytecode: Hex }
const ARTIFACTS = '@safe-global/safe-smart-account/build/artifacts/contracts'
/** Safe's own contracts, as Safe publishes them on npm. */
export const safeArtifact = require(`${ARTIFACTS}/Safe.sol/Safe.json`) as Artifact
const factoryArtifact = require(`${ARTIFACTS}/proxies/SafeProxyFactory.sol/SafeProxyFactory.json`) as Artifact
/** The fallback handler that answers ERC-1271 `isValidSignature` for a Safe's signed messages. */
const handlerArtifact = require(
  `${ARTIFACTS}/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json`,
) as Artifact

/** What a Safe{Wallet} host answers `getSafeInfo` with (the SDK's `SafeInfo`). */
export type DeployedSafe = {
  safeAddress: Hex
  chainId: number
  threshold: number
  owners: Hex[]
  isReadOnly: boolean
}

/**
 * Deploys Safe's singleton and proxy factory on a devnet chain, makes a Safe owned by `owners`
 * (accounts of the devnet mnemonic, by index) with `threshold` and Safe's compatibility fallback
 * handler (so the chain checks its signed messages, ERC-1271), and funds it with 1 ETH.
 * The deployer is account `deployerIndex`, one no other test sends from.
 */
export async function deploySafe(options: {
  rpcUrl: string
  chainId: number
  mnemonic: string
  owners: number[]
  threshold: number
  deployerIndex?: number
}): Promise<DeployedSafe> {
  const chain = defineChain({
    id: options.chainId,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const account = mnemonicToAccount(options.mnemonic, { addressIndex: options.deployerIndex ?? 7 })
  const wallet = createWalletClient({ account, chain, transport: http(options.rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(options.rpcUrl) })
  const deploy = async (artifact: Artifact): Promise<Hex> => {
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('a Safe contract did not deploy')
    return receipt.contractAddress
  }
  const singleton = await deploy(safeArtifact)
  const factory = await deploy(factoryArtifact)
  const handler = await deploy(handlerArtifact)
  const owners = options.owners.map(
    (index) => mnemonicToAccount(options.mnemonic, { addressIndex: index }).address,
  )
  const initializer = encodeFunctionData({
    abi: safeArtifact.abi,
    functionName: 'setup',
    args: [owners, BigInt(options.threshold), zeroAddress, '0x', handler, zeroAddress, 0n, zeroAddress],
  })
  const { result, request } = await reader.simulateContract({
    account,
    address: factory,
    abi: factoryArtifact.abi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, 0n],
  })
  await reader.waitForTransactionReceipt({ hash: await wallet.writeContract(request) })
  const safeAddress = result as Hex
  await reader.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: safeAddress, value: parseEther('1') }),
  })
  const onChainOwners = (await reader.readContract({
    address: safeAddress,
    abi: safeArtifact.abi,
    functionName: 'getOwners',
  })) as Hex[]
  return {
    safeAddress,
    chainId: options.chainId,
    threshold: options.threshold,
    owners: onChainOwners,
    isReadOnly: false,
  }
}
