import type { DevnetInfo } from './devnetInfo.js'

/** Loads the dev wallet (and viem's key derivation) only when the person asks for it. */
export async function loadDevWallet(info: DevnetInfo): Promise<void> {
  const [{ announceDevWallet }, solana, bitcoin] = await Promise.all([
    import('./wallet/devWallet.js'),
    info.solana ? import('./wallet/solanaDevWallet.js') : undefined,
    info.bitcoin ? import('./wallet/bitcoinDevWallet.js') : undefined,
  ])
  // EVM last and the others just before it, so Connect's row for the wallet appears whole.
  if (info.solana && solana) await solana.registerSolanaDevWallet(info.solana.secretKey)
  if (info.bitcoin && bitcoin) bitcoin.registerBitcoinDevWallet(info.bitcoin.privateKey)
  announceDevWallet({
    mnemonic: info.mnemonic,
    chains: info.chains,
    batches: info.batchAccount !== undefined,
  })
}
