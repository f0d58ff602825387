import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  createPublicClient,
  type Hash,
  http,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { Plugin } from 'vite'
import type { DemoChain } from '../devnetInfo.js'
import { EXPLORER_PREFIX } from '../explorerPath.js'
import { errorPage, receiptPage } from './receiptPage.js'

const TX_ROUTE = /^\/explorer\/(\d+)\/tx\/(0x[0-9a-fA-F]{64})$/

function send(response: ServerResponse, status: number, html: string): void {
  response.statusCode = status
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader('cache-control', 'no-store')
  response.end(html)
}

/**
 * A small block explorer for the devnet chains: `/explorer/{chainId}/tx/{hash}` reads the
 * receipt from that chain's RPC and shows it. The demo's networks name it as their block
 * explorer, so the page and wallets link transactions to it as they would on a real chain.
 */
export function explorerPlugin(chains: readonly DemoChain[]): Plugin {
  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const path = request.url?.split('?')[0] ?? ''
    if (!path.startsWith(`${EXPLORER_PREFIX}/`)) return next()
    const match = TX_ROUTE.exec(path)
    const chain = match ? chains.find((c) => c.chainId === Number(match[1])) : undefined
    if (!match || !chain) {
      send(
        response,
        404,
        errorPage('Not found', 'The explorer shows /explorer/{chainId}/tx/{hash} for the devnet chains.'),
      )
      return
    }
    const hash = match[2] as Hash
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    Promise.all([client.getTransactionReceipt({ hash }), client.getTransaction({ hash })]).then(
      ([receipt, transaction]) => send(response, 200, receiptPage(chain.name, receipt, transaction)),
      (error: unknown) => {
        const notFound =
          error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError
        if (notFound)
          send(
            response,
            404,
            errorPage(
              'Transaction not found',
              `${chain.name} has no receipt for ${hash}: it is not mined yet, or it was sent to another chain.`,
            ),
          )
        else
          send(
            response,
            502,
            errorPage('Chain unreachable', `${chain.name} did not answer at ${chain.rpcUrl}.`),
          )
      },
    )
  }
  return {
    name: 'sigil-demo-explorer',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  }
}
