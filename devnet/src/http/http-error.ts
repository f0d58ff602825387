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
