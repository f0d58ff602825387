/** Resolves with the state once `accept` holds (checked now and on every change); rejects after `timeoutMs`. */
export function untilState<S>(
  session: { getState(): S; subscribe(listener: () => void): () => void },
  accept: (state: S) => boolean,
  timeoutMs = 20_000,
): Promise<S> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = session.getState()
      if (!accept(state)) return false
      stop()
      clearTimeout(timer)
      resolve(state)
      return true
    }
    const stop = session.subscribe(check)
    const timer = setTimeout(() => {
      stop()
      reject(
        new Error(
          `state not reached in ${timeoutMs} ms: ${JSON.stringify(session.getState(), (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`,
        ),
      )
    }, timeoutMs)
    check()
  })
}
