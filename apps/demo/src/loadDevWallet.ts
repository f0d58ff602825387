import type { DevnetInfo } from './devnetInfo.js'

/** Loads the dev wallet (and viem's key derivation) only when the person asks for it. */
export async function loadDevWallet(info: DevnetInfo): Promise<void> {
  const { announceDevWallet } = await import('./wallet/devWallet.js')
  announceDevWallet({ mnemonic: info.mnemonic, chains: info.chains })
  if (info.solana) {
    const { registerSolanaDevWallet } = await import('./wallet/solanaDevWallet.js')
    await registerSolanaDevWallet(info.solana.secretKey)
  }
}
