import type {
  Account,
  AdapterConnection,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
  Connector,
  NetworkNamespace,
  VerifySignatureParameters,
} from '@sigil/core'
import { eip191Valid } from './eip191Check.js'

/**
 * How a fake adapter answers: succeed, reject like a wallet (4001), throw, never answer, or wait
 * until the test settles it (`settlePending`).
 */
export type FakeOutcome = 'succeed' | 'reject' | 'fail' | 'hang' | 'pending'

export type FakeAdapterOptions = {
  namespace?: NetworkNamespace
  /** The wallets it lists; by default one announced "Test Wallet". */
  connectors?: Connector[]
  accounts?: Account[]
  /** The address of its one account, when `accounts` is not given. */
  address?: string
  /** The chain the wallet is on (1 unless given); a switch moves it. */
  chainId?: number | string
  balance?: { balance: string; symbol: string }
}

export type FakeCall = { method: string; parameters: unknown }

export type FakeAdapter = ChainAdapter & {
  /** Change these to steer the next calls. */
  behaviour: {
    connect: FakeOutcome
    reconnect: FakeOutcome
    disconnect: FakeOutcome
    switchNetwork: FakeOutcome
    getBalance: FakeOutcome
    chainId: number | string
    accounts: Account[]
    balance: { balance: string; symbol: string }
  }
  calls: FakeCall[]
  callsOf(method: string): FakeCall[]
  /** Settles the latest call left pending: it goes through, or the wallet rejects it. */
  settlePending(result: 'succeed' | 'reject'): void
  /** Emits an adapter event to the client that set this adapter up. */
  emit(event: AdapterEvent): void
  context(): AdapterContext | undefined
}

/** A wallet's user-rejection error, as EIP-1193 providers raise it. */
export class FakeUserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

const DEFAULT_ADDRESS: Record<NetworkNamespace, string> = {
  eip155: '0x1111111111111111111111111111111111111111',
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}

/**
 * A chain adapter that tests drive: it records every call, answers as `behaviour` says, and
 * lists the connectors handed to it (`addConnector`) as an adapter that drives them would.
 */
export function createFakeAdapter(options: FakeAdapterOptions = {}): FakeAdapter {
  const namespace = options.namespace ?? 'eip155'
  const connectors: Connector[] = [
    ...(options.connectors ?? [
      {
        id: `${namespace}-wallet`,
        type: 'ANNOUNCED',
        name: 'Test Wallet',
        chain: namespace,
        info: { rdns: 'test.wallet' },
      },
    ]),
  ]
  const calls: FakeCall[] = []
  const pending: ((result: 'succeed' | 'reject') => void)[] = []
  let context: AdapterContext | undefined
  const behaviour: FakeAdapter['behaviour'] = {
    connect: 'succeed',
    reconnect: 'succeed',
    disconnect: 'succeed',
    switchNetwork: 'succeed',
    getBalance: 'succeed',
    chainId: options.chainId ?? 1,
    accounts: options.accounts ?? [
      { namespace, address: options.address ?? DEFAULT_ADDRESS[namespace], type: 'eoa' },
    ],
    balance: options.balance ?? { balance: '1.5', symbol: 'ETH' },
  }
  const record = (method: string, parameters: unknown) => calls.push({ method, parameters })
  const answer = <T>(outcome: FakeOutcome, value: () => T): Promise<T> => {
    if (outcome === 'reject') return Promise.reject(new FakeUserRejectedError())
    if (outcome === 'fail') return Promise.reject(new Error('fake adapter failure'))
    if (outcome === 'hang') return new Promise<T>(() => {})
    if (outcome === 'pending')
      return new Promise<T>((resolve, reject) => {
        pending.push((result) =>
          result === 'reject' ? reject(new FakeUserRejectedError()) : resolve(value()),
        )
      })
    return Promise.resolve(value())
  }
  const connection = (connectorId: string): AdapterConnection => ({
    connectorId,
    accounts: behaviour.accounts,
    chainId: behaviour.chainId,
  })

  return {
    namespace,
    behaviour,
    calls,
    callsOf: (method) => calls.filter((call) => call.method === method),
    settlePending: (result) => pending.pop()?.(result),
    emit: (event) => context?.emit(event),
    context: () => context,
    setup(ctx) {
      record('setup', { networks: ctx.networks })
      context = ctx
    },
    getConnectors: () => connectors,
    addConnector(connector) {
      record('addConnector', connector)
      connectors.push(connector)
      return () => {
        const at = connectors.indexOf(connector)
        if (at >= 0) connectors.splice(at, 1)
      }
    },
    connect(parameters) {
      record('connect', parameters)
      return answer(behaviour.connect, () => connection(parameters.connectorId))
    },
    reconnect(parameters) {
      record('reconnect', parameters)
      return answer(behaviour.reconnect, () => connection(parameters.connectorId))
    },
    disconnect(parameters) {
      record('disconnect', parameters)
      return answer(behaviour.disconnect, () => undefined)
    },
    switchNetwork(parameters) {
      record('switchNetwork', parameters)
      return answer(behaviour.switchNetwork, () => {
        behaviour.chainId = parameters.network.id
      })
    },
    getChainId(parameters) {
      record('getChainId', parameters)
      return Promise.resolve(behaviour.chainId)
    },
    getBalance(parameters) {
      record('getBalance', parameters)
      return answer(behaviour.getBalance, () => behaviour.balance)
    },
    signMessage(parameters) {
      record('signMessage', parameters)
      return Promise.resolve(`0xsigned:${parameters.message}`)
    },
    sendTransaction(parameters) {
      record('sendTransaction', parameters)
      return Promise.resolve(`0x${'ab'.repeat(32)}`)
    },
    // Checked as the EVM adapter checks an account's signature (EIP-191); other namespaces use the core's.
    ...(namespace === 'eip155'
      ? {
          verifySignature(parameters: VerifySignatureParameters) {
            record('verifySignature', parameters)
            return eip191Valid(parameters)
          },
        }
      : {}),
    getProvider(connectorId) {
      record('getProvider', connectorId)
      return connectors.find((connector) => connector.id === connectorId)?.provider ?? { connectorId }
    },
  }
}
