import * as alerts from '../../errors/alertDefinitions.js'
import type { AlertCode } from '../../errors/catalogue.js'
import type { AlertDefinition } from '../../errors/defineEntry.js'

const list = Object.values(alerts) as ReadonlyArray<AlertDefinition<AlertCode>>

/** An alert's title and text, from the alerts alone (not the whole catalogue, which loads later). */
export function alertWords(code: AlertCode): AlertDefinition<AlertCode> | undefined {
  return list.find((entry) => entry.code === code)
}
