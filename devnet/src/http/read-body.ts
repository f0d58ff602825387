import type { IncomingMessage } from 'node:http'
import { badRequest, HttpError } from './http-error.js'

const MAX_BODY_BYTES = 1_000_000

export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body is larger than 1 MB', 'too_large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Reads a JSON object body; anything else is a 400 naming the problem. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(req)
  if (text.trim() === '') throw badRequest('request body must be a JSON object')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('request body is not valid JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('request body must be a JSON object')
  }
  return parsed as Record<string, unknown>
}
