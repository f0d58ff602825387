import * as common from './commonDefinitions.js'
import type { AlertDefinition, ErrorDefinition } from './definitions.js'
import * as rest from './definitions.js'

type Definitions = typeof common & typeof rest
type ErrorEntries = { [K in keyof Definitions]: Definitions[K] extends ErrorDefinition<infer C> ? C : never }
type AlertEntries = { [K in keyof Definitions]: Definitions[K] extends AlertDefinition<infer C> ? C : never }

/** Stable code of every error Sigil raises or shows. */
export type ErrorCode = ErrorEntries[keyof ErrorEntries]
/** Stable code of every alert Sigil shows. */
export type AlertCode = AlertEntries[keyof AlertEntries]

const all = [...Object.values(common), ...Object.values(rest)] as ReadonlyArray<
  ErrorDefinition | AlertDefinition
>

/** The whole catalogue, for tables and documentation. Import single entries where you can. */
export const errorCatalogue: ReadonlyArray<ErrorDefinition<ErrorCode>> = all.filter(
  (entry): entry is ErrorDefinition<ErrorCode> => 'message' in entry,
)
export const alertCatalogue: ReadonlyArray<AlertDefinition<AlertCode>> = all.filter(
  (entry): entry is AlertDefinition<AlertCode> => 'title' in entry,
)
