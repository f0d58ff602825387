import type { SigilClient } from '@sigil/core'
import { restoring } from '../hooks/restoring.js'

/**
 * Starts `task` (which answers its own cancel) once no stored connection is being restored: at
 * once when none is, else when the last restore settles, so work done ahead of need (the modal's
 * code at idle) leaves the network and the main thread to the restore and the connected address.
 * Returns a cancel for the wait and for the task once started.
 */
export function afterRestore(client: SigilClient, task: () => () => void): () => void {
  if (!restoring(client.getState())) return task()
  let cancelTask: (() => void) | undefined
  const stop = client.subscribe(restoring, (now) => {
    if (now) return
    stop()
    cancelTask = task()
  })
  return () => {
    stop()
    cancelTask?.()
  }
}
