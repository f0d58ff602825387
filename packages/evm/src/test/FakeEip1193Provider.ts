import type { Eip1193RequestArguments } from '../eip1193.js'

export type RecordedCall = { method: string; params: unknown }
export type FakeHandler = (params: unknown) => unknown

/** An error shaped like what wallets throw: a message and a numeric code, maybe nested data. */
export function walletError(code: number, message = `wallet error ${code}`, data?: unknown): Error {
  return Object.assign(new Error(message), { code, ...(data !== undefined ? { data } : {}) })
}

/**
 * A scriptable EIP-1193 provider: answers from handlers per method, records every call,
 * and emits events to whoever subscribed.
 */
export class FakeEip1193Provider {
  readonly calls: RecordedCall[] = []
  private readonly handlers = new Map<string, FakeHandler>()
  private readonly listeners = new Map<string, Set<(...args: never[]) => void>>()

  constructor(handlers: Record<string, FakeHandler> = {}) {
    for (const [method, handler] of Object.entries(handlers)) this.handlers.set(method, handler)
  }

  handle(method: string, handler: FakeHandler): this {
    this.handlers.set(method, handler)
    return this
  }

  async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    this.calls.push({ method, params })
    const handler = this.handlers.get(method)
    if (!handler) throw walletError(4200, `unsupported method ${method}`)
    return handler(params)
  }

  on(event: string, listener: (...args: never[]) => void): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  removeListener(event: string, listener: (...args: never[]) => void): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  emit(event: string, value: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (value: unknown) => void)(value)
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }

  /** The params of the call at `index`; fails the test when there was no such call. */
  paramsAt(index: number): unknown {
    const call = this.calls[index]
    if (!call) throw new Error(`no call at index ${index}`)
    return call.params
  }

  methods(): string[] {
    return this.calls.map((call) => call.method)
  }
}

/** A provider for a wallet holding `accounts` on `chainId`. */
export function walletProvider(accounts: readonly string[], chainId: number): FakeEip1193Provider {
  return new FakeEip1193Provider({
    eth_requestAccounts: () => [...accounts],
    eth_accounts: () => [...accounts],
    eth_chainId: () => `0x${chainId.toString(16)}`,
  })
}
