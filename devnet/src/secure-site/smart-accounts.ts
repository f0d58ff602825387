import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  serializeErc6492Signature,
  zeroHash,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { SMART_ACCOUNT_FACTORY } from '../chain/install-smart-account-factory.js'

/** One smart account per owner: the site always uses this CREATE2 salt. */
export const SMART_ACCOUNT_SALT: Hex = zeroHash

const factoryAbi = parseAbi([
  'function createAccount(address owner, bytes32 salt) returns (address)',
  'function accountAddress(address owner, bytes32 salt) view returns (address)',
])
const accountAbi = parseAbi(['function execute(address to, uint256 value, bytes data) returns (bytes)'])

/**
 * Where DevnetSmartAccountFactory puts the owner's account, read from the chain. The factory and
 * the account's code are the same on every devnet chain, so the address is too.
 */
export function smartAccountAddress(rpcUrl: string, owner: Address): Promise<Address> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: SMART_ACCOUNT_FACTORY,
    abi: factoryAbi,
    functionName: 'accountAddress',
    args: [owner, SMART_ACCOUNT_SALT],
  })
}

export async function isDeployed(rpcUrl: string, address: Address): Promise<boolean> {
  const code = await createPublicClient({ transport: http(rpcUrl) }).getCode({ address })
  return code !== undefined && code !== '0x'
}

/** The factory call that deploys the owner's account (sent, or named in an ERC-6492 signature). */
export function createAccountCall(owner: Address): Hex {
  return encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner, SMART_ACCOUNT_SALT],
  })
}

/** Deploys the owner's account on the chain of `rpcUrl` unless it is there; the owner pays. */
export async function deploySmartAccount(rpcUrl: string, owner: PrivateKeyAccount, address: Address) {
  if (await isDeployed(rpcUrl, address)) return
  const transport = http(rpcUrl)
  const hash = await createWalletClient({ account: owner, transport }).sendTransaction({
    chain: null,
    to: SMART_ACCOUNT_FACTORY,
    data: createAccountCall(owner.address),
  })
  const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('The smart account could not be deployed')
}

/**
 * The account's signature of what the owner signed: the owner's signature itself once the
 * account is deployed (ERC-1271 checks it), else wrapped in ERC-6492 naming the factory call
 * that deploys it, so a verifier can simulate the deployment first.
 */
export function accountSignature(ownerSignature: Hex, owner: Address, deployed: boolean): Hex {
  if (deployed) return ownerSignature
  return serializeErc6492Signature({
    address: SMART_ACCOUNT_FACTORY,
    data: createAccountCall(owner),
    signature: ownerSignature,
  })
}

/** The owner's call that makes the account call `to` with `value` and `data`. */
export function executeCall(to: Address, value: bigint, data: Hex): Hex {
  return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [to, value, data] })
}
