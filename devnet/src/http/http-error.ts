import type { Reply } from './reply.js'

/** An error that becomes a JSON reply with its status instead of a 500. */
export class HttpError extends Error {
  readonly status: number
  readonly code: string

  constructor(status: number, message: string, code = 'bad_request') {
    super(message)
    this.status = status
    this.code = code
  }
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message, 'bad_request')
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message, 'not_found')
}

/**
 * A refusal answered with the hosted service's own body (not devnet's `{ error, message }`),
 * so a client reads exactly what the real service would send.
 */
export class ServiceRefusal extends HttpError {
  readonly reply: Reply

  constructor(reply: Reply) {
    super(reply.status, typeof reply.raw === 'string' ? reply.raw : JSON.stringify(reply.body))
    this.reply = reply
  }
}

/**
 * The blockchain service's refusal of an address it cannot parse (`RpcError::InvalidAddress`
 * in blockchain-api's `src/error.rs`).
 */
export function invalidAddress(): ServiceRefusal {
  return new ServiceRefusal({
    status: 400,
    body: {
      status: 'FAILED',
      reasons: [{ field: 'address', description: 'The address provided is invalid' }],
    },
  })
}

/**
 * The blockchain service's refusal of a body it cannot deserialize into its request type, sent
 * as plain text by its generator handlers (`src/handlers/generators/onrampurl.rs`).
 */
export function undeserializableBody(): ServiceRefusal {
  return new ServiceRefusal({
    status: 400,
    raw: 'Error deserializing request body: {}',
    contentType: 'text/plain; charset=utf-8',
  })
}
