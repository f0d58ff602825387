import { badRequest } from '../http/http-error.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function parseEmailAndDevice(body: Record<string, unknown>): { email: string; device: string } {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!EMAIL.test(email) || email.length > 254) throw badRequest('Enter a valid email address')
  return { email, device: parseDevice(body.device) }
}

export function parseDevice(value: unknown): string {
  if (typeof value !== 'string' || !/^[\w-]{8,64}$/.test(value))
    throw badRequest('device must be the frame device id')
  return value
}
