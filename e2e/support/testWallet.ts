import { type BatchCallsWallet, createBatchCallsWallet } from '@sigil/devnet'
import type { BrowserContext, Page } from 'playwright-core'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type HDAccount,
  type Hex,
  hexToString,
  http,
  isHex,
  numberToHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { installTestWallet, type TestWalletPageOptions } from './testWalletPage.js'

export type TestWalletChain = { chainId: number; rpcUrl: string; name?: string }
type RpcError = { code: number; message: string; data?: unknown }
type RpcRequest = { method: string; params?: unknown }

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b5bd6"/><path d="M9 16h14M16 9v14" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>',
  ).toString('base64')

const userRejected: RpcError = { code: 4001, message: 'User rejected the request.' }
/** The EIP-5792 methods; a wallet without them answers as wallets did before it. */
const BATCH_METHODS = new Set(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'])
/** The methods a wallet asks its person about. */
const PROMPTING_METHODS = new Set([
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])
/** The page function that announces a wallet that arrives late. */
const ARRIVE = '__sigilTestWalletArrive'

/**
 * A wallet that behaves like a browser extension: it remembers which origins it granted
 * (across reloads, as an extension does), asks nothing of a person (the test decides
 * through `rejectNext`), signs with a viem local account in the test process, and sends
 * every read to the devnet chain it is on.
 */
export class TestWallet {
  readonly calls: RpcRequest[] = []
  readonly knownChains: Map<number, TestWalletChain>
  private readonly rejections = new Map<string, number>()
  private readonly holds = new Map<string, Promise<void>>()
  private readonly pages = new Set<Page>()
  private account: HDAccount
  private readonly batches: BatchCallsWallet | undefined
  private chainId: number
  private granted = false

  constructor(
    private readonly options: {
      mnemonic: string
      accountIndex?: number
      chains: TestWalletChain[]
      /** Chains the wallet knows at start; the others need wallet_addEthereumChain. */
      knownChainIds?: number[]
      name?: string
      rdns?: string
      announce?: boolean
      /** Announce on each load only when the test calls `arrive` (an extension whose script runs late). */
      arrivesLate?: boolean
      injected?: boolean
      /** How wallet_switchEthereumChain behaves: as wallets mostly do, absent (-32601), or failing (-32603). */
      switching?: 'works' | 'absent' | 'fails'
      /** A chain the app does not know, which the wallet knows and starts on. */
      startOn?: TestWalletChain
      /**
       * Serve EIP-5792 batches (through MetaMask's middleware) with the account delegated by
       * EIP-7702 to this contract (devnet's Simple7702Account); without it the wallet has no
       * EIP-5792 methods at all.
       */
      batchDelegate?: Hex
    },
  ) {
    this.account = mnemonicToAccount(options.mnemonic, { addressIndex: options.accountIndex ?? 0 })
    const known = options.knownChainIds ?? options.chains.map((c) => c.chainId)
    this.knownChains = new Map(
      options.chains.filter((c) => known.includes(c.chainId)).map((c) => [c.chainId, c]),
    )
    const first = options.chains.find((c) => known.includes(c.chainId))
    if (!first) throw new Error('the test wallet needs at least one known chain')
    this.chainId = first.chainId
    if (options.startOn) {
      this.knownChains.set(options.startOn.chainId, options.startOn)
      this.chainId = options.startOn.chainId
    }
    if (options.batchDelegate)
      this.batches = createBatchCallsWallet({
        account: () => this.account,
        currentChain: () => this.chain(),
        chainOf: (chainId) => (this.knownChains.has(chainId) ? this.chain(chainId) : undefined),
        grantedAccounts: () => (this.granted ? [this.account.address] : []),
        delegate: options.batchDelegate,
        knownChainIds: () => [...this.knownChains.keys()],
      })
  }

  /** Wallet prompts so far: each request a person would have to approve in the wallet. */
  get prompts(): RpcRequest[] {
    return this.calls.filter((call) => PROMPTING_METHODS.has(call.method))
  }

  get address(): Hex {
    return this.account.address
  }

  get currentChainId(): number {
    return this.chainId
  }

  /** The next `times` calls of `method` are rejected by the "user" with 4001. */
  rejectNext(method: string, times = 1): void {
    this.rejections.set(method, times)
  }

  /**
   * The next call of `method` gets no answer until `release` is called (a wallet that is slow,
   * or, never released, one that never answers).
   */
  holdNext(method: string): { release: () => void } {
    let release = () => {}
    this.holds.set(
      method,
      new Promise<void>((resolve) => {
        release = resolve
      }),
    )
    return { release: () => release() }
  }

  async attach(context: BrowserContext): Promise<void> {
    const bridge = '__sigilTestWalletRequest'
    const emitter = '__sigilTestWalletEmit'
    await context.exposeFunction(bridge, (json: string) => this.handle(JSON.parse(json) as RpcRequest))
    const pageOptions: TestWalletPageOptions = {
      uuid: 'a1f0c6de-5f1e-4a8b-9d3c-7e2b1a0c9f11',
      name: this.options.name ?? 'Sigil Test Wallet',
      rdns: this.options.rdns ?? 'dev.sigil.testwallet',
      icon: ICON,
      announce: this.options.announce ?? true,
      ...(this.options.arrivesLate ? { arrive: ARRIVE } : {}),
      injected: this.options.injected ?? false,
      bridge,
      emitter,
    }
    await context.addInitScript(installTestWallet, pageOptions)
    context.on('page', (page) => this.track(page))
    for (const page of context.pages()) this.track(page)
  }

  /** The wallet's late script runs on this load of the page: it announces itself (with `arrivesLate`). */
  async arrive(page: Page): Promise<void> {
    await page.evaluate((name) => (window as unknown as Record<string, () => void>)[name]?.(), ARRIVE)
  }

  /** The person switches account inside the wallet. */
  async switchAccount(accountIndex: number): Promise<void> {
    this.account = mnemonicToAccount(this.options.mnemonic, { addressIndex: accountIndex })
    if (this.granted) await this.emit('accountsChanged', [this.account.address])
  }

  /** The person switches network inside the wallet. */
  async switchChain(chainId: number): Promise<void> {
    this.chainId = chainId
    await this.emit('chainChanged', numberToHex(chainId))
  }

  private track(page: Page): void {
    this.pages.add(page)
    page.on('close', () => this.pages.delete(page))
  }

  private async emit(event: string, payload: unknown): Promise<void> {
    await Promise.all(
      [...this.pages].map((page) =>
        page
          .evaluate(
            ([name, data]) =>
              (window as unknown as Record<string, (e: unknown, p: unknown) => void>).__sigilTestWalletEmit?.(
                name,
                data,
              ),
            [event, payload] as const,
          )
          .catch(() => undefined),
      ),
    )
  }

  private async handle(request: RpcRequest): Promise<string> {
    this.calls.push(request)
    const held = this.holds.get(request.method)
    if (held) {
      this.holds.delete(request.method)
      await held
    }
    try {
      const pending = this.rejections.get(request.method) ?? 0
      if (pending > 0) {
        this.rejections.set(request.method, pending - 1)
        return JSON.stringify({ error: userRejected })
      }
      return JSON.stringify({ result: await this.answer(request) })
    } catch (error) {
      const rpc = error as Partial<RpcError>
      return JSON.stringify({
        error: {
          code: typeof rpc.code === 'number' ? rpc.code : -32603,
          message: rpc.message ?? 'Internal error',
          data: rpc.data,
        },
      })
    }
  }

  private chain(chainId = this.chainId): Chain {
    const known = this.knownChains.get(chainId)
    if (!known) throw { code: 4901, message: 'The wallet is on no known chain' }
    return defineChain({
      id: known.chainId,
      name: known.name ?? `Chain ${known.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [known.rpcUrl] } },
    })
  }

  private async answer({ method, params }: RpcRequest): Promise<unknown> {
    const list = (Array.isArray(params) ? params : []) as unknown[]
    if (BATCH_METHODS.has(method)) {
      if (!this.batches?.handles(method))
        throw { code: -32601, message: `The method "${method}" does not exist / is not available.` }
      return this.batches.request(method, params)
    }
    switch (method) {
      case 'eth_requestAccounts':
        this.granted = true
        return [this.account.address]
      case 'eth_accounts':
        return this.granted ? [this.account.address] : []
      case 'eth_chainId':
        return numberToHex(this.chainId)
      case 'wallet_revokePermissions':
        this.granted = false
        return null
      case 'wallet_switchEthereumChain': {
        if (this.options.switching === 'absent')
          throw {
            code: -32601,
            message: 'The method "wallet_switchEthereumChain" does not exist / is not available.',
          }
        if (this.options.switching === 'fails') throw { code: -32603, message: 'Internal JSON-RPC error.' }
        const chainId = Number((list[0] as { chainId: string }).chainId)
        if (!this.knownChains.has(chainId)) throw { code: 4902, message: `Unrecognized chain ID ${chainId}` }
        this.chainId = chainId
        void this.emit('chainChanged', numberToHex(chainId))
        return null
      }
      case 'wallet_addEthereumChain': {
        const added = list[0] as { chainId: string; chainName?: string; rpcUrls?: string[] }
        const chainId = Number(added.chainId)
        const served = this.options.chains.find((c) => c.chainId === chainId)
        const rpcUrl = added.rpcUrls?.[0] ?? served?.rpcUrl
        if (!rpcUrl) throw { code: -32602, message: 'rpcUrls required' }
        this.knownChains.set(chainId, { chainId, rpcUrl, name: added.chainName })
        return null
      }
      case 'personal_sign': {
        this.requireGrant()
        const message = list[0] as Hex
        return this.account.signMessage({ message: isHex(message) ? { raw: message } : String(message) })
      }
      case 'eth_signTypedData_v4': {
        this.requireGrant()
        const typed = JSON.parse(list[1] as string)
        return this.account.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        this.requireGrant()
        const tx = list[0] as {
          to: Hex
          value?: Hex
          data?: Hex
          gas?: Hex
          maxFeePerGas?: Hex
          maxPriorityFeePerGas?: Hex
        }
        const client = createWalletClient({ account: this.account, chain: this.chain(), transport: http() })
        // Like most wallets, it keeps to the fee terms the site suggests when there are any.
        return client.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
          ...(tx.maxFeePerGas
            ? {
                maxFeePerGas: BigInt(tx.maxFeePerGas),
                maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas ?? '0x0'),
              }
            : {}),
        })
      }
      default: {
        const client = createPublicClient({ chain: this.chain(), transport: http() })
        return client.request({ method: method as 'eth_blockNumber', params: params as undefined })
      }
    }
  }

  private requireGrant(): void {
    if (!this.granted)
      throw { code: 4100, message: 'The requested account has not been authorized by the user.' }
  }
}

export const decodePersonalMessage = (hex: Hex): string => hexToString(hex)
