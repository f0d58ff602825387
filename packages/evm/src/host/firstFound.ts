/**
 * The first of `lookups` to find something, in time; undefined once every one found nothing.
 * A lookup that fails counts as finding nothing.
 */
export function firstFound<T>(lookups: readonly Promise<T | undefined>[]): Promise<T | undefined> {
  return new Promise((resolve) => {
    let left = lookups.length
    if (left === 0) resolve(undefined)
    for (const lookup of lookups)
      lookup.then(
        (found) => {
          left -= 1
          if (found !== undefined) resolve(found)
          else if (left === 0) resolve(undefined)
        },
        () => {
          left -= 1
          if (left === 0) resolve(undefined)
        },
      )
  })
}

/** `promise`'s value, or undefined when it has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
