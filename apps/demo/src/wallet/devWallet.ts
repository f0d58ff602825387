import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import type { DemoChain } from '../devnetInfo.js'
import { DEV_WALLET_BATCHES_PATH } from './devWalletBatchesPath.js'
import { DEV_WALLET_ICON } from './devWalletIcon.js'
import { forwardRpc } from './forwardRpc.js'
import { ProviderRpcError } from './rpcError.js'

/** Kept in localStorage like an extension keeps its grants, so a reload reconnects silently. */
const GRANTED_KEY = 'sigil-demo:dev-wallet-granted'

export const DEV_WALLET_RDNS = 'dev.sigil.devwallet'
export const DEV_WALLET_NAME = 'Sigil Dev Wallet'

type Listener = (payload: unknown) => void
type RequestArguments = { method: string; params?: unknown }

const UNAUTHORIZED = 4100
const UNRECOGNIZED_CHAIN = 4902

/**
 * A burner wallet for trying the demo without an extension: it holds the devnet mnemonic's
 * first account, signs in the page, and sends every read to the devnet chain it is on.
 * It announces itself over EIP-6963 like any installed wallet.
 */
export function announceDevWallet(options: {
  mnemonic: string
  chains: readonly DemoChain[]
  /** Whether the demo server runs this wallet's EIP-5792 batches (it does when the devnet has Simple7702Account). */
  batches?: boolean
}): void {
  const account: HDAccount = mnemonicToAccount(options.mnemonic)
  const chains = new Map(options.chains.map((chain) => [chain.chainId, chain]))
  const first = options.chains[0]
  if (!first) throw new Error('the dev wallet needs a chain')
  let chainId = first.chainId
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const isGranted = () => localStorage.getItem(GRANTED_KEY) === '1'

  const currentChain = () => {
    const chain = chains.get(chainId)
    if (!chain) throw new ProviderRpcError(4901, 'The dev wallet is on no known chain')
    return chain
  }
  const requireGrant = () => {
    if (!isGranted()) throw new ProviderRpcError(UNAUTHORIZED, 'The dApp is not connected to the dev wallet')
  }

  const answer = async ({ method, params }: RequestArguments): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    if (
      method === 'wallet_getCapabilities' ||
      method === 'wallet_sendCalls' ||
      method === 'wallet_getCallsStatus'
    ) {
      // MetaMask's middleware needs Node: the demo server runs this wallet's batches (same origin).
      if (!options.batches)
        throw new ProviderRpcError(-32601, `The method "${method}" does not exist / is not available.`)
      const response = await fetch(DEV_WALLET_BATCHES_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method, params, chainId, granted: isGranted() }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
      return body.result
    }
    switch (method) {
      case 'eth_requestAccounts':
        localStorage.setItem(GRANTED_KEY, '1')
        return [account.address]
      case 'eth_accounts':
        return isGranted() ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_revokePermissions':
        localStorage.removeItem(GRANTED_KEY)
        return null
      case 'wallet_switchEthereumChain': {
        const target = Number((list[0] as { chainId: string }).chainId)
        if (!chains.has(target))
          throw new ProviderRpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ${target}`)
        if (target !== chainId) {
          chainId = target
          emit('chainChanged', numberToHex(target))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const added = list[0] as { chainId: string; chainName?: string; rpcUrls?: string[] }
        const rpcUrl = added.rpcUrls?.[0]
        if (!rpcUrl) throw new ProviderRpcError(-32602, 'rpcUrls is required')
        const id = Number(added.chainId)
        chains.set(id, { chainId: id, name: added.chainName ?? `Chain ${id}`, rpcUrl })
        return null
      }
      case 'personal_sign': {
        requireGrant()
        const message = list[0] as string
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        requireGrant()
        return account.signTypedData(JSON.parse(list[1] as string) as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        requireGrant()
        const { rpcUrl, name } = currentChain()
        const tx = list[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const chain = defineChain({
          id: chainId,
          name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        })
        const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
        return wallet.sendTransaction({
          to: tx.to,
          value: tx.value === undefined ? undefined : BigInt(tx.value),
          data: tx.data,
          gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
        })
      }
      default:
        return forwardRpc(currentChain().rpcUrl, method, params)
    }
  }

  const provider = {
    isSigilDevWallet: true,
    request: (args: RequestArguments) => answer(args),
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  const detail = Object.freeze({
    info: Object.freeze({
      uuid: 'f3b9e1a4-2c7d-4e58-9a61-0d8c5b7e2f34',
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      rdns: DEV_WALLET_RDNS,
    }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
