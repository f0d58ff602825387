// A Farcaster client's side of a mini app, on the host SDK Farcaster clients use
// (`@farcaster/miniapp-host`): it exposes the host to the app's frame for the app's origin only,
// with the person's context and a wallet whose requests the test process answers (a viem local
// account signs; reads go to the devnet chain).
import type { MiniAppHost } from '@farcaster/miniapp-core'
import { exposeToIframe } from '@farcaster/miniapp-host'
import * as Provider from 'ox/Provider'

type Answer = { result: unknown } | { error: { code: number; message: string } }
declare global {
  interface Window {
    /** The wallet's answer, from the test process (`exposeFunction`). */
    hostWallet(method: string, params: unknown): Promise<Answer>
  }
}

const query = new URLSearchParams(window.location.search)
const appUrl = new URL(query.get('app') ?? '')
const chainId = Number(query.get('chainId'))
const iframe = document.querySelector('iframe') as HTMLIFrameElement

const ethProvider = Provider.from({
  ...Provider.createEmitter(),
  async request({ method, params }) {
    const answer = await window.hostWallet(method, params ?? [])
    if ('error' in answer) throw new Provider.ProviderRpcError(answer.error.code, answer.error.message)
    return answer.result as never
  },
})

// The calls a mini app makes to find its host and wallet; the rest of a client's features
// (casts, notifications, haptics …) are not what this host is for.
const host: Partial<Omit<MiniAppHost, 'ethProviderRequestV2'>> = {
  context: {
    client: { clientFid: 9152, added: false },
    user: {
      fid: 6841,
      username: 'alice',
      displayName: 'Alice',
      pfpUrl: new URL('pfp.svg', window.location.href).href,
    },
  },
  ready: async () => {},
  getCapabilities: async () => ['wallet.getEthereumProvider'],
  getChains: async () => [`eip155:${chainId}`],
  eip6963RequestProvider: () => {},
}

exposeToIframe({
  iframe,
  sdk: host as Omit<MiniAppHost, 'ethProviderRequestV2'>,
  // The host SDK is typed against its own copy of ox; the provider is the same EIP-1193 shape.
  ethProvider: ethProvider as unknown as Parameters<typeof exposeToIframe>[0]['ethProvider'],
  miniAppOrigin: appUrl.origin,
})
iframe.src = appUrl.href
