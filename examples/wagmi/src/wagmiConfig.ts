// The app's wagmi config, as it was before Sigil: its chains, connectors and transports.
import { createConfig, http, injected } from 'wagmi'
import type { Chain } from 'wagmi/chains'
import { devnetConfig } from '../../devnetConfig.js'

// The devnet's chains as wagmi chains. In your app these are your chains (`wagmi/chains`).
const networks = devnetConfig(import.meta.env.VITE_SIGIL_DEVNET).networks
const toChain = (network: (typeof networks)[number]): Chain => ({
  id: Number(network.id),
  name: network.name,
  nativeCurrency: network.nativeCurrency,
  rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
  testnet: true,
})
const [first, ...rest] = networks.map(toChain)
if (!first) throw new Error('devnetConfig has no networks')
const chains: readonly [Chain, ...Chain[]] = [first, ...rest]

export const wagmiConfig = createConfig({
  chains,
  // Browser wallets that announce themselves (EIP-6963) are found by wagmi without a connector.
  connectors: [injected()],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})
