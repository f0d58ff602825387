import type { Alert } from '../../client/types.js'
import type { AlertCode } from '../../errors/catalogue.js'
import type { AlertDefinition } from '../../errors/definitions.js'

export type AlertListener = (alert: Alert) => void

/** Raises each alert at most once for the life of the client that owns this function. */
export function createAlertOnce(
  onAlert: AlertListener | undefined,
): (definition: AlertDefinition<AlertCode>) => void {
  const shown = new Set<AlertCode>()
  return (definition) => {
    if (shown.has(definition.code)) return
    shown.add(definition.code)
    onAlert?.({ code: definition.code, title: definition.title, description: definition.description })
  }
}
