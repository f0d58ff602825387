import type { CaipNetworkId } from '../caip/types.js'

/**
 * The chains the embedded wallet serves by default (spec §9: about 24 EVM chain ids and 3
 * Solana ones, R-EMBED-34). `config.embeddedWalletChains` replaces the list (a local devnet,
 * a secure site serving other chains).
 */
export const DEFAULT_EMBEDDED_WALLET_CHAINS: readonly CaipNetworkId[] = [
  // EVM mainnets
  'eip155:1', // Ethereum
  'eip155:10', // OP Mainnet
  'eip155:56', // BNB Smart Chain
  'eip155:100', // Gnosis
  'eip155:137', // Polygon
  'eip155:324', // ZKsync Era
  'eip155:1101', // Polygon zkEVM
  'eip155:5000', // Mantle
  'eip155:8453', // Base
  'eip155:42161', // Arbitrum One
  'eip155:42220', // Celo
  'eip155:43114', // Avalanche
  'eip155:59144', // Linea
  'eip155:81457', // Blast
  'eip155:534352', // Scroll
  'eip155:7777777', // Zora
  // EVM testnets
  'eip155:97', // BNB Smart Chain testnet
  'eip155:43113', // Avalanche Fuji
  'eip155:80002', // Polygon Amoy
  'eip155:84532', // Base Sepolia
  'eip155:421614', // Arbitrum Sepolia
  'eip155:11155111', // Sepolia
  'eip155:11155420', // OP Sepolia
  'eip155:1313161554', // Aurora
  // Solana mainnet, devnet, testnet
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
]
