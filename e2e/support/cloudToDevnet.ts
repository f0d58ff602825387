import type { Devnet } from '@sigil/devnet'
import type { BrowserContext } from 'playwright-core'
import WebSocket from 'ws'

/** A request the page made to one of the hosted services' hosts. */
export type CloudRequest = { method: string; host: string; path: string; query: URLSearchParams }

/** The hosted services' HTTP hosts, each answered by its devnet counterpart. */
const httpHosts = (devnet: Devnet): Record<string, string> => ({
  'api.web3modal.org': devnet.urls.registry,
  'rpc.walletconnect.org': devnet.urls.blockchain,
  'pulse.walletconnect.org': devnet.urls.analytics,
  'secure.walletconnect.org': devnet.urls.embeddedWallet,
})

const RELAY_HOST = 'relay.walletconnect.org'

/** `base` (a devnet service's URL, perhaps with a path) followed by the hosted request's path and query. */
function onDevnet(base: string, hosted: URL): string {
  const target = new URL(base)
  // The relay's hosted root (`wss://relay.walletconnect.org/?…`) is devnet's relay path itself.
  if (hosted.pathname !== '/') target.pathname = `${target.pathname.replace(/\/$/, '')}${hosted.pathname}`
  target.search = hosted.search
  return target.href
}

/**
 * Routes, in the browser, every request to the hosted services' hosts (the wallet registry, the
 * blockchain service, the analytics intake, the secure site and the relay's WebSocket) to the
 * devnet: the page asks the real hosts on the real paths, and nothing leaves the machine. Returns
 * the requests as the page made them. Register before the page opens.
 */
export async function routeCloudToDevnet(context: BrowserContext, devnet: Devnet): Promise<CloudRequest[]> {
  const requests: CloudRequest[] = []
  const record = (method: string, url: URL) =>
    requests.push({ method, host: url.host, path: url.pathname, query: url.searchParams })
  for (const [host, base] of Object.entries(httpHosts(devnet)))
    await context.route(
      (url) => url.protocol === 'https:' && url.host === host,
      async (route) => {
        const request = route.request()
        const hosted = new URL(request.url())
        record(request.method(), hosted)
        const response = await route.fetch({ url: onDevnet(base, hosted) })
        await route.fulfill({ response })
      },
    )
  await context.routeWebSocket(
    (url) => url.protocol === 'wss:' && url.host === RELAY_HOST,
    (socket) => {
      const hosted = new URL(socket.url())
      record('GET', hosted)
      const relay = new WebSocket(onDevnet(devnet.urls.relay, hosted))
      const early: string[] = []
      socket.onMessage((message) => {
        const text = typeof message === 'string' ? message : message.toString('utf8')
        if (relay.readyState === WebSocket.OPEN) relay.send(text)
        else early.push(text)
      })
      socket.onClose(() => relay.close())
      relay.on('open', () => {
        for (const text of early.splice(0)) relay.send(text)
      })
      relay.on('message', (data) => socket.send(data.toString('utf8')))
      relay.on('close', () => {
        socket.close().catch(() => undefined)
      })
      relay.on('error', () => {
        socket.close().catch(() => undefined)
      })
    },
  )
  return requests
}
