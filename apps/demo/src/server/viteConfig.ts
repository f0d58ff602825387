import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, type InlineConfig } from 'vite'

export const DEMO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Dependencies pre-bundled up front. Listing them (and turning discovery off) keeps Vite
 * from finding one late and reloading a page that is already running, e.g. when the dev
 * wallet's dynamic import of viem/accounts runs for the first time.
 */
const PREBUNDLED = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'viem',
  'viem/accounts',
  'viem/chains',
  'viem/utils',
  'viem/zksync',
  'zustand/vanilla',
  '@scure/base',
  '@noble/hashes/utils.js',
  '@noble/hashes/sha3.js',
  '@noble/hashes/sha2.js',
  '@noble/hashes/legacy.js',
  // Sign-in verifiers (bip122, solana). Bundled here so they keep their own @noble/hashes 2:
  // served raw, their import of '@noble/hashes/utils.js' would get the 1.x copy above.
  '@noble/curves/secp256k1.js',
  '@noble/curves/ed25519.js',
  // CommonJS: served unbundled, the browser finds no default export (Receive's QR code).
  'qrcode/lib/core/qrcode.js',
  // Loaded on the first Bitcoin wallet call; it brings CommonJS dependencies (bech32).
  'sats-connect',
  // Loaded when a pairing starts; CommonJS inside.
  '@walletconnect/universal-provider',
  // One-click sign-in formats the wallet's signed sign-in with the SDK's own formatter.
  '@walletconnect/utils',
  // Loaded only inside Safe{Wallet}'s frame.
  '@safe-global/safe-apps-sdk',
  // Loaded only inside a mini app host (its channel and wallet, without the SDK's Solana parts).
  '@farcaster/miniapp-sdk/dist/miniAppHost.js',
  '@farcaster/miniapp-sdk/dist/ethereumProvider.js',
]

/** The demo's Vite configuration; the workspace packages resolve to their TypeScript source. */
export function demoViteConfig(
  overrides: { port?: number; strictPort?: boolean; watch?: boolean } = {},
): InlineConfig {
  // Tests turn watching off: an edit elsewhere in the checkout must not reload a page mid-journey.
  const watch = overrides.watch ?? true
  return {
    configFile: false,
    root: DEMO_ROOT,
    cacheDir: fileURLToPath(new URL('../../node_modules/.vite', import.meta.url)),
    plugins: [react()],
    resolve: { conditions: ['sigil-source', ...defaultClientConditions] },
    optimizeDeps: { include: PREBUNDLED, noDiscovery: true },
    server: {
      host: '127.0.0.1',
      port: overrides.port ?? 5173,
      strictPort: overrides.strictPort ?? true,
      hmr: watch ? { host: '127.0.0.1' } : false,
      ...(watch ? {} : { watch: null }),
    },
    logLevel: 'warn',
  }
}
