import { createError } from '../../errors/createError.js'
import { INVALID_RESPONSE } from '../../errors/definitions.js'

/**
 * A schema is a function that turns an unknown value into a typed one or throws
 * INVALID_RESPONSE naming the path that failed. Objects keep only the fields the schema
 * names, so unknown fields are ignored. Hand-written instead of a library to stay small.
 */
export type Schema<T> = (value: unknown, path?: string) => T
export type Infer<S> = S extends Schema<infer T> ? T : never

function fail(path: string, expected: string, value: unknown): never {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  throw createError(INVALID_RESPONSE, { reason: `${path || 'body'} should be ${expected}, got ${got}` })
}

export const string: Schema<string> = (value, path = '') =>
  typeof value === 'string' ? value : fail(path, 'a string', value)

export const number: Schema<number> = (value, path = '') =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'a number', value)

export const boolean: Schema<boolean> = (value, path = '') =>
  typeof value === 'boolean' ? value : fail(path, 'a boolean', value)

/** A decimal string that is a finite, non-negative figure: 'NaN', '-5' or '' fail the answer. */
export const nonNegativeDecimal: Schema<string> = (value, path = '') => {
  const figure = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isFinite(figure) && figure >= 0
    ? (value as string)
    : fail(path, 'a non-negative amount', value)
}

/** A number or a numeric string, as services send amounts either way. */
export const numeric: Schema<number> = (value, path = '') => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fail(path, 'numeric', value)
}

/** A whole amount in base units (wei, token units) sent as digits or a safe integer, as a bigint. */
export const baseUnits: Schema<bigint> = (value, path = '') => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^\d{1,78}$/.test(value)) return BigInt(value)
  return fail(path, 'a whole number of base units', value)
}

/** A token's decimals: a whole number from 0 to 255 (ERC-20's uint8), as a number or digits. */
export const tokenDecimals: Schema<number> = (value, path = '') => {
  const parsed = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed >= 0 && parsed <= 255
    ? parsed
    : fail(path, 'whole decimals from 0 to 255', value)
}

/** `0x` then an even number of hex digits (calldata). */
export const hexData: Schema<`0x${string}`> = (value, path = '') =>
  typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)
    ? (value as `0x${string}`)
    : fail(path, 'hex data', value)

export const unknownValue: Schema<unknown> = (value) => value

export function literal<const T extends string>(...allowed: readonly T[]): Schema<T> {
  return (value, path = '') =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : fail(path, `one of ${allowed.join(', ')}`, value)
}

/** Absent or null becomes undefined. */
export function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return (value, path) => (value === undefined || value === null ? undefined : schema(value, path))
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value, path) => (value === null || value === undefined ? null : schema(value, path))
}

export function withDefault<T>(schema: Schema<T>, fallback: T): Schema<T> {
  return (value, path) => (value === undefined || value === null ? fallback : schema(value, path))
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return (value, path = '') =>
    // Array.from visits holes too (`map` skips them, leaving undefined entries unchecked).
    Array.isArray(value)
      ? Array.from(value as unknown[], (entry, index) => item(entry, `${path}[${index}]`))
      : fail(path, 'an array', value)
}

export function record<T>(item: Schema<T>): Schema<Record<string, T>> {
  return (value, path = '') => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'an object', value)
    const out: Record<string, T> = {}
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      // JSON.parse makes `__proto__` an own key; assigning it would set the result's prototype.
      if (key === '__proto__') continue
      out[key] = item(entry, `${path}.${key}`)
    }
    return out
  }
}

type Shape = Record<string, Schema<unknown>>
type ObjectOf<S extends Shape> = {
  [K in keyof S as undefined extends Infer<S[K]> ? never : K]: Infer<S[K]>
} & { [K in keyof S as undefined extends Infer<S[K]> ? K : never]?: Infer<S[K]> }
type Simplify<T> = { [K in keyof T]: T[K] } & {}

export function object<S extends Shape>(shape: S): Schema<Simplify<ObjectOf<S>>> {
  return (value, path = '') => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'an object', value)
    const input = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [key, schema] of Object.entries(shape)) {
      const parsed = schema(input[key], path ? `${path}.${key}` : key)
      if (parsed !== undefined) out[key] = parsed
    }
    return out as Simplify<ObjectOf<S>>
  }
}

/** Keeps the entries that parse and reports the others, so one bad listing does not sink a page. */
export function arrayDroppingInvalid<T>(item: Schema<T>, onInvalid?: (error: unknown) => void): Schema<T[]> {
  return (value, path = '') => {
    if (!Array.isArray(value)) fail(path, 'an array', value)
    const out: T[] = []
    for (const [index, entry] of (value as unknown[]).entries()) {
      try {
        out.push(item(entry, `${path}[${index}]`))
      } catch (error) {
        onInvalid?.(error)
      }
    }
    return out
  }
}
