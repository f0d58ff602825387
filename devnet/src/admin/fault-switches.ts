import { badRequest } from '../http/http-error.js'

export type FaultMode = 403 | 429 | 500 | 503 | 'malformed' | 'hang'

export interface FaultSwitch {
  /** A service name ('registry'), a route name ('getWallets') or a path prefix ('/registry/getWallets'). */
  route: string
  mode: FaultMode
  /** How many more requests it applies to; null means until cleared. */
  remaining: number | null
}

export interface FaultTarget {
  service: string
  routeName: string
  fullPath: string
}

const FAULT_MODES: readonly (FaultMode | 'ok')[] = [403, 429, 500, 503, 'malformed', 'hang', 'ok']

/** The fault switches of one devnet instance. */
export class FaultSwitches {
  private readonly switches: FaultSwitch[] = []

  list(): FaultSwitch[] {
    return this.switches.map((entry) => ({ ...entry }))
  }

  clear(): void {
    this.switches.length = 0
  }

  /** Applies `{ route, mode, times? }`; mode 'ok' removes the switches of that route. */
  set(input: Record<string, unknown>): FaultSwitch[] {
    const { route, mode, times } = input
    if (typeof route !== 'string' || route.trim() === '') throw badRequest('route must be a non-empty string')
    const normalizedMode = typeof mode === 'string' && /^\d+$/.test(mode) ? Number(mode) : mode
    if (!FAULT_MODES.includes(normalizedMode as FaultMode | 'ok')) {
      throw badRequest(`mode must be one of ${FAULT_MODES.join(', ')}`)
    }
    if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
      throw badRequest('times must be a positive integer')
    }
    this.remove(route)
    if (normalizedMode !== 'ok') {
      this.switches.push({ route, mode: normalizedMode as FaultMode, remaining: times ?? null })
    }
    return this.list()
  }

  /** The fault to apply to this request, if any; counts it against `times`. */
  take(target: FaultTarget): FaultMode | null {
    const index = this.switches.findIndex((entry) => matches(entry.route, target))
    if (index === -1) return null
    const entry = this.switches[index]!
    if (entry.remaining !== null) {
      entry.remaining -= 1
      if (entry.remaining <= 0) this.switches.splice(index, 1)
    }
    return entry.mode
  }

  private remove(route: string): void {
    for (let index = this.switches.length - 1; index >= 0; index--) {
      if (this.switches[index]!.route === route) this.switches.splice(index, 1)
    }
  }
}

function matches(route: string, target: FaultTarget): boolean {
  if (route === target.service || route === target.routeName) return true
  return route.startsWith('/') && target.fullPath.startsWith(route)
}
