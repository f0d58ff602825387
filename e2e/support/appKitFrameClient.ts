import { W3mFrameProvider } from '@reown/appkit-wallet'

/** A network as AppKit's frame provider reads it. */
type Network = {
  id: number | string
  caipNetworkId: string
  chainNamespace: 'eip155' | 'solana'
  rpcUrls: { default: { http: string[] } }
}

/**
 * AppKit's own frame client (`W3mFrameProvider`, unchanged) for a browser test page: the test
 * drives it step by step through `window.appKitFrame`.
 */
function start(projectId: string, networks: Network[]) {
  const provider = new W3mFrameProvider({
    projectId,
    chainId: networks[0]!.caipNetworkId as `eip155:${number}`,
    enableLogger: false,
    abortController: new AbortController(),
    // As AppKit's chain controller answers: per namespace, the first network is the active one.
    getActiveCaipNetwork: (namespace?: string) =>
      networks.find((network) => network.chainNamespace === (namespace ?? 'eip155')) as never,
    getCaipNetworks: (namespace?: string) =>
      networks.filter((network) => namespace === undefined || network.chainNamespace === namespace) as never,
    metadata: { name: 'AppKit oracle', description: 'AppKit frame client', url: location.origin, icons: [] },
    sdkVersion: 'html-wagmi-1.8.24',
    sdkType: 'appkit',
    onTimeout: (reason) => {
      document.title = `timeout:${reason}`
    },
  })
  return provider
}

Object.assign(window, { appKitFrame: { start } })
