import type { Plugin } from 'vite'
import { DEVNET_INFO_PATH, type DevnetInfo } from '../devnetInfo.js'

/** Serves the devnet's URLs to the page at `/devnet.json` (dev and preview servers alike). */
export function devnetInfoPlugin(info: DevnetInfo): Plugin {
  const body = JSON.stringify(info)
  const serve = (
    request: { url?: string },
    response: {
      setHeader(name: string, value: string): void
      end(body: string): void
    },
    next: () => void,
  ) => {
    if (request.url?.split('?')[0] !== DEVNET_INFO_PATH) return next()
    response.setHeader('content-type', 'application/json')
    response.setHeader('cache-control', 'no-store')
    response.end(body)
  }
  return {
    name: 'sigil-demo-devnet-info',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  }
}
