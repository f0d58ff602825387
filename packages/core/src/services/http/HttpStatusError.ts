import { HTTP_STATUS_ERROR } from '../../errors/definitions.js'
import { SigilError } from '../../errors/SigilError.js'

/** A non-OK response: keeps the status and the body (parsed JSON when it was JSON, else text). */
export class HttpStatusError extends SigilError {
  override name = 'HttpStatusError'
  readonly status: number
  readonly body: unknown
  readonly url: string

  constructor(parameters: { status: number; body: unknown; url: string }) {
    super(HTTP_STATUS_ERROR.code, HTTP_STATUS_ERROR.message.replace('{status}', String(parameters.status)), {
      details: `${parameters.url} answered ${parameters.status}`,
    })
    this.status = parameters.status
    this.body = parameters.body
    this.url = parameters.url
  }
}

export function isHttpStatusError(error: unknown, status?: number): error is HttpStatusError {
  return error instanceof HttpStatusError && (status === undefined || error.status === status)
}

/** The server's own message in an error body, if it sent one. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body
  if (typeof body !== 'object' || body === null) return undefined
  const fields = body as Record<string, unknown>
  for (const key of ['message', 'error', 'reason']) if (typeof fields[key] === 'string') return fields[key]
  return undefined
}
