/** Why a sign-in was refused. */
export type SiwxRefusal =
  | 'malformed'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-domain'
  | 'wrong-uri'
  | 'wrong-chain'
  | 'wrong-address'
  | 'reused-nonce'
  | 'tampered'
  | 'bad-signature'
  | 'unsupported'

/** A refused sign-in: `reason` is for code, `message` for people. Nothing is stored when it is thrown. */
export class SiwxError extends Error {
  override name = 'SiwxError'
  readonly reason: SiwxRefusal

  constructor(reason: SiwxRefusal, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.reason = reason
  }
}

export function isSiwxError(error: unknown, reason?: SiwxRefusal): error is SiwxError {
  return error instanceof SiwxError && (reason === undefined || error.reason === reason)
}
