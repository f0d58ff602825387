import { randomUUID } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { base58 } from '@scure/base'
import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { WebSocket } from 'ws'
import { MemoryStorage } from './memory-storage.js'
import { signSolanaTransaction } from './solana-sign-transaction.js'
import { type BitcoinWalletKey, bitcoinWalletKey, WalletRefusal } from './test-wallet-bitcoin.js'

// Under Vite's resolver the SDK's socket module takes its ESM build, which looks for a global
// WebSocket (Node 20 has none) instead of requiring 'ws'.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

/**
 * A phone wallet for tests: the protocol's own wallet SDK (`@reown/walletkit`) in this
 * process, talking to a dApp only through a relay. It approves proposals with one account on the
 * chains it knows and answers personal_sign and chain switches; tests drive its other moves.
 */
export interface TestWallet {
  kit: Awaited<ReturnType<typeof WalletKit.init>>
  account: PrivateKeyAccount
  /** Pairs with a `wc:` URI and resolves with the session topic once approved. */
  pair(uri: string): Promise<string>
  /** Emits chainChanged (and tells the dApp) as if the person switched in the wallet. */
  switchChain(topic: string, chainId: number): Promise<void>
  disconnect(topic: string): Promise<void>
  /** Requests the dApp made, by method. */
  requests: { method: string; chainId: string }[]
  /** The sign-in messages it signed for one-click sign-in (while connecting, or by authenticate). */
  signedIn: { message: string; signature: Hex }[]
  /** Its Bitcoin key, when started with `bitcoinLabel`. */
  bitcoin?: BitcoinWalletKey
  stop(): Promise<void>
}

export interface TestWalletOptions {
  relayUrl: string
  projectId: string
  privateKey: Hex
  chainIds: number[]
  /** Reject the next proposal instead of approving it. */
  reject?: boolean
  /**
   * Sign the sign-in a proposal asks for while approving it (one-click sign-in; default true).
   * False is a wallet without that support: it approves the session and signs nothing.
   */
  signInWhileConnecting?: boolean
  /** With a 32-byte ed25519 seed, the wallet also approves the solana chains asked for and signs solana_signMessage and solana_signTransaction. */
  solanaSeed?: Uint8Array
  /** With a key label, the wallet also approves the bip122 chains asked for and answers the bip122 methods. */
  bitcoinLabel?: string
}

/** Cuts the SDK's calls to the verification service: the relay is the only peer. */
export function withoutVerify(core: ICore): ICore {
  core.verify.register = async () => ''
  core.verify.resolve = async () => undefined as never
  return core
}

/**
 * A core of its own: the SDK shares one core per storage prefix in a process, so each peer in a
 * test gets a unique prefix (else dApp and wallet would be one client on one socket).
 */
export function offlineCore(relayUrl: string, projectId: string): ICore {
  return withoutVerify(
    new Core({
      projectId,
      relayUrl,
      storage: new MemoryStorage(),
      customStoragePrefix: `test-${randomUUID()}`,
      telemetryEnabled: false,
      logger: 'error',
    }),
  )
}

export async function startTestWallet(options: TestWalletOptions): Promise<TestWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const kit = await WalletKit.init({
    core: offlineCore(options.relayUrl, options.projectId),
    metadata: { name: 'Sigil Test Wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  const requests: TestWallet['requests'] = []
  const solanaAddress = options.solanaSeed ? base58.encode(ed25519.getPublicKey(options.solanaSeed)) : ''
  const bitcoin = options.bitcoinLabel === undefined ? undefined : bitcoinWalletKey(options.bitcoinLabel)
  const chainOf = new Map<string, number>()
  const approvals: ((topic: string) => void)[] = []

  kit.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    if (options.reject === true) {
      await kit.rejectSession({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const requested = { ...proposal.params.optionalNamespaces, ...proposal.params.requiredNamespaces }
    const eip155 = requested.eip155
    const chains = (eip155?.chains ?? []).filter((chain) =>
      options.chainIds.includes(Number(chain.split(':')[1])),
    )
    const asked =
      options.signInWhileConnecting === false ? [] : (proposal.params.requests?.authentication ?? [])
    const auths = await signInOn(asked, chains, eip155?.methods ?? [])
    const solana = requested.solana
    const solanaChains = options.solanaSeed ? (solana?.chains ?? []) : []
    const bip122 = requested.bip122
    const bitcoinChains = bitcoin ? (bip122?.chains ?? []) : []
    const session = await kit.approveSession({
      id: proposal.id,
      namespaces: {
        // A page with no EVM network asks for no eip155 chain (a Bitcoin-only page).
        ...(chains.length > 0 || !bitcoin
          ? {
              eip155: {
                chains,
                accounts: chains.map((chain) => `${chain}:${account.address}`),
                methods: eip155?.methods ?? [],
                events: eip155?.events ?? [],
              },
            }
          : {}),
        ...(solanaChains.length > 0
          ? {
              solana: {
                chains: solanaChains,
                accounts: solanaChains.map((chain) => `${chain}:${solanaAddress}`),
                methods: solana?.methods ?? [],
                events: solana?.events ?? [],
              },
            }
          : {}),
        ...(bitcoin && bitcoinChains.length > 0
          ? {
              bip122: {
                chains: bitcoinChains,
                accounts: bitcoin.accounts(bitcoinChains),
                methods: bip122?.methods ?? [],
                events: bip122?.events ?? [],
              },
            }
          : {}),
      },
      ...(auths.length > 0 ? { proposalRequestsResponses: { authentication: auths } } : {}),
    })
    chainOf.set(session.topic, Number(chains[0]?.split(':')[1]))
    for (const resolve of approvals.splice(0)) resolve(session.topic)
  })

  const signedIn: TestWallet['signedIn'] = []
  /** Signs each asked sign-in once per chain the wallet approves, as a person's one approval. */
  const signInOn = async (
    asked: readonly Parameters<typeof populateAuthPayload>[0]['authPayload'][],
    approved: string[],
    methods: string[],
  ) => {
    const auths: ReturnType<typeof buildAuthObject>[] = []
    for (const request of asked) {
      for (const chain of request.chains.filter((id) => approved.includes(id))) {
        const payload = populateAuthPayload({
          authPayload: { ...request, chains: [chain] },
          chains: [chain],
          methods,
        })
        const iss = `did:pkh:${chain}:${account.address}`
        const message = kit.formatAuthMessage({ request: payload, iss })
        const signature = await account.signMessage({ message })
        signedIn.push({ message, signature })
        auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
      }
    }
    return auths
  }
  kit.on('session_authenticate', async (event: WalletKitTypes.SessionAuthenticate) => {
    const known = options.chainIds.map((id) => `eip155:${id}`)
    const chains = event.params.authPayload.chains.filter((chain) => known.includes(chain))
    const payload = populateAuthPayload({
      authPayload: event.params.authPayload,
      chains,
      methods: ['personal_sign', 'wallet_switchEthereumChain'],
    })
    const iss = `did:pkh:${chains[0]}:${account.address}`
    const message = kit.formatAuthMessage({ request: payload, iss })
    const signature = await account.signMessage({ message })
    signedIn.push({ message, signature })
    await kit.approveSessionAuthenticate({
      id: event.id,
      auths: [buildAuthObject(payload, { t: 'eip191', s: signature }, iss)],
    })
    for (const resolve of approvals.splice(0)) resolve(Object.keys(kit.getActiveSessions()).at(-1) ?? '')
  })

  kit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const { topic, id } = event
    const { request, chainId } = event.params
    requests.push({ method: request.method, chainId })
    const params = request.params as unknown[]
    const respond = (result: unknown) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    const fail = (code: number, message: string) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    if (bitcoin && chainId.startsWith('bip122:')) {
      try {
        await respond(bitcoin.answer(request.method, (request.params ?? {}) as Record<string, unknown>))
      } catch (error) {
        const refusal = error instanceof WalletRefusal ? error : new WalletRefusal(-32603, String(error))
        await fail(refusal.code, refusal.message)
      }
      return
    }
    switch (request.method) {
      case 'personal_sign': {
        const signature = await account.signMessage({ message: { raw: params[0] as Hex } })
        await respond(signature)
        return
      }
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId: string }).chainId)
        if (!options.chainIds.includes(target)) {
          await fail(4902, 'Unrecognized chain ID')
          return
        }
        // Switch first, then answer, as a wallet does: the page never sees the answer before the event.
        await wallet.switchChain(topic, target)
        await respond(null)
        return
      }
      case 'solana_signMessage': {
        const { message, pubkey } = request.params as { message: string; pubkey: string }
        if (!options.solanaSeed || pubkey !== solanaAddress) {
          await fail(4100, `${pubkey} is not an account of the test wallet`)
          return
        }
        await respond({ signature: base58.encode(ed25519.sign(base58.decode(message), options.solanaSeed)) })
        return
      }
      case 'solana_signTransaction': {
        const { transaction } = request.params as { transaction: string }
        if (!options.solanaSeed) {
          await fail(4200, 'the test wallet holds no Solana key')
          return
        }
        try {
          await respond(signSolanaTransaction(transaction, options.solanaSeed, solanaAddress))
        } catch (error) {
          await fail(4100, (error as Error).message)
        }
        return
      }
      default:
        await fail(4200, `${request.method} is not supported by the test wallet`)
    }
  })

  const wallet: TestWallet = {
    kit,
    account,
    requests,
    signedIn,
    ...(bitcoin ? { bitcoin } : {}),
    pair: async (uri) => {
      const approved = new Promise<string>((resolve) => approvals.push(resolve))
      await kit.pair({ uri })
      return approved
    },
    switchChain: async (topic, chainId) => {
      chainOf.set(topic, chainId)
      await kit.emitSessionEvent({
        topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: `eip155:${chainId}`,
      })
    },
    disconnect: (topic) =>
      kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } }),
    stop: async () => {
      await kit.core.relayer.transportClose().catch(() => undefined)
      // The core's heartbeat interval would keep a Node process alive after the wallet is done.
      kit.core.heartbeat.stop()
    },
  }
  return wallet
}
