/** The request shape of an EIP-1193 provider. */
export type Eip1193RequestArguments = { method: string; params?: readonly unknown[] | object }

export type Eip1193Listener = (...args: never[]) => void

/**
 * The part of an EIP-1193 provider Sigil relies on. `on`/`removeListener` are optional
 * because some wallets ship without events; we only subscribe when they exist.
 */
export type Eip1193Provider = {
  request(arguments_: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
