import type { IncomingMessage, ServerResponse } from 'node:http'
import { type BatchCallsWallet, createBatchCallsWallet } from '@sigil/devnet'
import { defineChain, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Plugin } from 'vite'
import type { DevnetInfo } from '../devnetInfo.js'
import { DEV_WALLET_BATCHES_PATH } from '../wallet/devWalletBatchesPath.js'

const METHODS = new Set(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'])
/** A request body is a few calls; anything bigger is refused unread. */
const MAX_BODY = 256 * 1024

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status
  response.setHeader('content-type', 'application/json')
  response.setHeader('cache-control', 'no-store')
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) {
    text += String(chunk)
    if (text.length > MAX_BODY) throw new Error('too large')
  }
  return JSON.parse(text)
}

/**
 * The dev wallet's EIP-5792 half, on the demo server: MetaMask's middleware needs Node (its
 * entry brings MetaMask's controllers and their streams), so the wallet in the page hands its
 * `wallet_getCapabilities`, `wallet_sendCalls` and `wallet_getCallsStatus` here, with the chain
 * it is on and whether the page was granted. The key is the dev wallet's own (the devnet
 * mnemonic's first account); its batches run through its delegation to Simple7702Account.
 */
export function devWalletBatchesPlugin(info: DevnetInfo): Plugin {
  const account = mnemonicToAccount(info.mnemonic)
  const chainOf = (chainId: number) => {
    const known = info.chains.find((chain) => chain.chainId === chainId)
    return known
      ? defineChain({
          id: known.chainId,
          name: known.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [known.rpcUrl] } },
        })
      : undefined
  }
  const now = { chainId: info.chains[0]?.chainId ?? 0, granted: false }
  const wallet: BatchCallsWallet | undefined = info.batchAccount
    ? createBatchCallsWallet({
        account: () => account,
        currentChain: () => {
          const chain = chainOf(now.chainId)
          if (!chain) throw Object.assign(new Error('The dev wallet is on no known chain'), { code: 4901 })
          return chain
        },
        chainOf,
        grantedAccounts: () => (now.granted ? [account.address] : []),
        delegate: info.batchAccount as Hex,
        knownChainIds: () => info.chains.map((chain) => chain.chainId),
      })
    : undefined

  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if ((request.url?.split('?')[0] ?? '') !== DEV_WALLET_BATCHES_PATH) return next()
    if (request.method !== 'POST')
      return reply(response, 405, { error: { code: -32600, message: 'POST only' } })
    readBody(request).then(
      async (body) => {
        const { method, params, chainId, granted } = (body ?? {}) as Record<string, unknown>
        if (typeof method !== 'string' || !METHODS.has(method) || !wallet)
          return reply(response, 200, {
            error: {
              code: -32601,
              message: `The method "${String(method)}" does not exist / is not available.`,
            },
          })
        if (typeof chainId !== 'number' || !chainOf(chainId))
          return reply(response, 200, {
            error: { code: 4901, message: 'The dev wallet is on no known chain' },
          })
        now.chainId = chainId
        now.granted = granted === true
        try {
          const result = await wallet.request(method as Parameters<BatchCallsWallet['request']>[0], params)
          reply(response, 200, { result })
        } catch (error) {
          const { code, message } = error as { code?: unknown; message?: unknown }
          reply(response, 200, {
            error: {
              code: typeof code === 'number' ? code : -32603,
              message: typeof message === 'string' ? message.split('\n')[0] : 'The batch failed',
            },
          })
        }
      },
      () => reply(response, 400, { error: { code: -32700, message: 'Parse error' } }),
    )
  }
  return {
    name: 'sigil-dev-wallet-batches',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  }
}
