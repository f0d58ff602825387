import path from 'node:path'
import { bitcoin, solana } from '@sigil/core/networks'
import { base, mainnet } from 'viem/chains'
import type { AppSpec } from './runPage.js'

const hostsOf = (urls: readonly string[]) => [...new Set(urls.map((u) => new URL(u).hostname))]
/** The hosts the Sigil pages' configs name: the default RPC URLs of their two networks. */
const SIGIL_CONFIG_HOSTS = hostsOf([...mainnet.rpcUrls.default.http, ...base.rpcUrls.default.http])
/** The every-adapter page's networks add Solana's and Bitcoin's default RPC hosts. */
const SIGIL_ALL_CONFIG_HOSTS = hostsOf([
  ...mainnet.rpcUrls.default.http,
  ...base.rpcUrls.default.http,
  ...solana.rpcUrls.default.http,
  ...bitcoin.rpcUrls.default.http,
])

/** How the Sigil pages are measured: the same button, wallet rows and account, whichever adapter. */
const sigilPage = (
  name: string,
  dir: string,
  library: string,
  configHosts = SIGIL_CONFIG_HOSTS,
): AppSpec => ({
  name,
  kind: 'sigil',
  dir,
  library,
  button: '[data-sigil-connect-button]',
  // The Connect view's wallet rows (the groups' rows, not "All wallets"), in <sigil-modal>'s shadow root.
  wallets: '[data-method="wallet"] [data-group] .sigil-list-item',
  connect: {
    wallet: '[data-method="wallet"] [data-group] button[aria-label="Bench Wallet"]',
    account: '[data-sigil-connect-button]',
    pattern: '0x7099',
  },
  reload: {
    wallet: '[data-method="wallet"] [data-group] button[aria-label="Bench Wallet"]',
    account: '[data-sigil-connect-button]',
    label: '[data-sigil-connect-button]',
    connected: '[data-sigil-connect-button][data-state="connected"]',
  },
  configHosts,
})

export function appSpecs(benchDir: string): Record<string, AppSpec> {
  const peer = (name: string) => path.join(benchDir, 'peers', 'apps', name)
  return {
    sigil: sigilPage('sigil', path.join(benchDir, 'apps', 'sigil'), '@sigil/react'),
    // The same page in an app that uses wagmi: its config, WagmiProvider and React Query, and Sigil
    // through @sigil/evm/wagmi (its wagmi chains use the same default RPC hosts as Sigil's networks).
    'sigil-wagmi': sigilPage('sigil-wagmi', path.join(benchDir, 'apps', 'sigil-wagmi'), '@sigil/evm/wagmi'),
    // The same page with every adapter and feature configured (EVM, Solana, Bitcoin, WalletConnect,
    // the embedded wallet, sign-in): what the whole wave costs a page's first load.
    'sigil-all': sigilPage(
      'sigil-all',
      path.join(benchDir, 'apps', 'sigil-all'),
      '@sigil/react (every adapter)',
      SIGIL_ALL_CONFIG_HOSTS,
    ),
    appkit: {
      name: 'appkit',
      kind: 'peer',
      dir: peer('appkit'),
      library: '@reown/appkit',
      button: 'appkit-button',
      wallets: '[data-testid^="wallet-selector"]',
      // appkit-button draws the connect or the account button in its shadow root.
      reload: {
        wallet: '[data-testid^="wallet-selector"]:has-text("Bench Wallet")',
        account: 'appkit-button',
        label: 'appkit-button',
      },
      configHosts: [],
    },
    rainbowkit: {
      name: 'rainbowkit',
      kind: 'peer',
      dir: peer('rainbowkit'),
      library: '@rainbow-me/rainbowkit',
      button: '[data-testid="rk-connect-button"]',
      wallets: '[data-testid^="rk-wallet-option-"]',
      reload: {
        wallet: '[data-testid^="rk-wallet-option-"]:has-text("Bench Wallet")',
        account: '[data-testid="rk-account-button"]',
        label: '[data-testid="rk-connect-button"]',
      },
      configHosts: [],
    },
    connectkit: {
      name: 'connectkit',
      kind: 'peer',
      dir: peer('connectkit'),
      library: 'connectkit',
      button: 'button:has-text("Connect Wallet")',
      buttonInPage: 'main button',
      wallets: '[role="dialog"] button:has(> [data-shape])',
      // ConnectKitButton is one button: "Connect Wallet", then the short address.
      reload: {
        wallet: '[role="dialog"] button:has-text("Bench Wallet")',
        account: 'main button',
        label: 'main button',
      },
      configHosts: [],
    },
    'wagmi-floor': {
      name: 'wagmi-floor',
      kind: 'floor',
      dir: peer('wagmi-floor'),
      library: 'wagmi',
      button: '[data-testid="connect"]',
      wallets: '[data-testid^="wallet-option-"]',
      configHosts: [],
    },
    'react-floor': {
      name: 'react-floor',
      kind: 'floor',
      dir: peer('react-floor'),
      library: 'react',
      button: '[data-testid="connect"]',
      wallets: '[data-testid^="wallet-option-"]',
      configHosts: [],
    },
  }
}
