import type { SigilError } from '../errors/index.js'

export type PendingRequests = {
  /** Registers a request; call the returned function once it has settled. */
  track(request: { reject: (error: SigilError) => void }): () => void
  rejectAll(error: SigilError): void
  size(): number
}

/** The RPC requests in flight that closing the modal may have to reject (R-STATE-27). */
export function createPendingRequests(): PendingRequests {
  const requests = new Set<{ reject: (error: SigilError) => void }>()
  return {
    track(request) {
      const entry = { reject: request.reject }
      requests.add(entry)
      return () => {
        requests.delete(entry)
      }
    },
    rejectAll(error) {
      const all = [...requests]
      requests.clear()
      for (const request of all) request.reject(error)
    },
    size: () => requests.size,
  }
}
