export type Stats = { median: number; min: number; max: number; n: number }

export function median(values: readonly number[]): number | undefined {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Median, min and max of the finite values, or undefined when there is none. */
export function stats(values: readonly (number | undefined)[]): Stats | undefined {
  const finite = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  const mid = median(finite)
  if (mid === undefined) return undefined
  return { median: mid, min: Math.min(...finite), max: Math.max(...finite), n: finite.length }
}

export const kib = (bytes: number | undefined): string =>
  bytes === undefined ? '—' : (bytes / 1024).toFixed(1)

export const cell = (s: Stats | undefined, digits = 0, scale = 1): string =>
  s
    ? `${(s.median / scale).toFixed(digits)} (${(s.min / scale).toFixed(digits)}–${(s.max / scale).toFixed(digits)})`
    : '—'

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
