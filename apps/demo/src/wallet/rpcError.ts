/** An EIP-1193 error: wallets reject with a numeric code the dApp side maps to a message. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}
