/** What a route handler returns; the server turns it into an HTTP response. */
export interface Reply {
  status: number
  /** Serialized as JSON unless `raw` is set. */
  body?: unknown
  /** Sent as is, with `contentType`. */
  raw?: string
  contentType?: string
  headers?: Record<string, string>
  /** Never answer (the socket is closed when devnet stops). */
  hang?: boolean
}

export function json(body: unknown, status = 200): Reply {
  return { status, body }
}

export function svg(text: string): Reply {
  return {
    status: 200,
    raw: text,
    contentType: 'image/svg+xml',
    headers: { 'Cache-Control': 'public, max-age=86400' },
  }
}

export function html(text: string): Reply {
  return { status: 200, raw: text, contentType: 'text/html; charset=utf-8' }
}
