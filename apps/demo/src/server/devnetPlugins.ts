import type { Plugin } from 'vite'
import type { DevnetInfo } from '../devnetInfo.js'
import { devnetInfoPlugin } from './devnetInfoPlugin.js'
import { devWalletBatchesPlugin } from './devWalletBatchesPlugin.js'
import { explorerPlugin } from './explorerPlugin.js'

/**
 * What the demo server adds in front of a devnet: its URLs for the page, a receipt explorer, and
 * the dev wallet's EIP-5792 half.
 */
export function devnetPlugins(info: DevnetInfo): Plugin[] {
  return [devnetInfoPlugin(info), explorerPlugin(info.chains), devWalletBatchesPlugin(info)]
}
