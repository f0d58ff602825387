import type { Logger } from '../logger/index.js'
import type { SigilEvent, Unsubscribe } from './types.js'

export type Emitter = {
  emit(event: SigilEvent): void
  on(listener: (event: SigilEvent) => void): Unsubscribe
  clear(): void
}

/** The typed event stream of one client; a throwing listener is logged and skipped. */
export function createEmitter(logger: Logger): Emitter {
  const listeners = new Set<(event: SigilEvent) => void>()
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch (error) {
          logger.error(`An event listener failed on ${event.type}`, error)
        }
      }
    },
    on(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    clear: () => listeners.clear(),
  }
}
