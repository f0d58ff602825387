import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Address, getAddress, type Hex, type PublicClient } from 'viem'

/**
 * Where every devnet chain has `Simple7702Account` (eth-infinitism's reference EIP-7702
 * account), the contract an EOA delegates to so that one transaction runs a batch of calls.
 */
export const BATCH_ACCOUNT_DELEGATE: Address = getAddress('0x7702000000000000000000000000000000005792')

type Artifact = { deployedBytecode: Hex }

/** The reference contract's compiled runtime, as its package publishes it. */
export function batchAccountArtifact(): Artifact {
  const require = createRequire(import.meta.url)
  const path = require.resolve('@account-abstraction/contracts/artifacts/Simple7702Account.json')
  return JSON.parse(readFileSync(path, 'utf8')) as Artifact
}

/**
 * Puts `Simple7702Account`'s runtime at BATCH_ACCOUNT_DELEGATE with anvil_setCode, as the
 * smart-account factory is installed: no transaction, so no devnet address moves. The contract
 * has no constructor state (its entry point is a constant), so its published runtime is whole.
 */
export async function installBatchAccount(client: PublicClient): Promise<Address> {
  const { deployedBytecode } = batchAccountArtifact()
  if (!deployedBytecode || deployedBytecode === '0x') throw new Error('Simple7702Account has no runtime code')
  const request = client.request as unknown as (args: {
    method: string
    params: [Address, Hex]
  }) => Promise<unknown>
  await request({ method: 'anvil_setCode', params: [BATCH_ACCOUNT_DELEGATE, deployedBytecode] })
  return BATCH_ACCOUNT_DELEGATE
}
