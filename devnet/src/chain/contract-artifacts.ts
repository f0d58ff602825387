import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

export interface ContractArtifact {
  contractName: string
  abi: Abi
  bytecode: Hex
}

/** One contract's committed build output, by contract name. */
export function loadContractArtifact(name: string): ContractArtifact {
  const url = new URL(`../../contracts/build/${name}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as ContractArtifact
}

export interface DevnetArtifacts {
  token: ContractArtifact
  collectible: ContractArtifact
  swap: ContractArtifact
  smartAccount: ContractArtifact
  smartAccountFactory: ContractArtifact
}

/** The committed output of devnet/scripts/compile.ts; start-up never compiles. */
export function loadArtifacts(): DevnetArtifacts {
  return {
    token: loadContractArtifact('DevnetToken'),
    collectible: loadContractArtifact('DevnetCollectible'),
    swap: loadContractArtifact('DevnetSwap'),
    smartAccount: loadContractArtifact('DevnetSmartAccount'),
    smartAccountFactory: loadContractArtifact('DevnetSmartAccountFactory'),
  }
}
