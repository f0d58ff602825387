// The shapes of the catalogue's entries and the helpers that write them (definitions.ts and the
// files it re-exports).
export type ErrorKind = 'snackbar' | 'thrown' | 'ui'
export type ErrorDefinition<C extends string = string> = {
  readonly code: C
  readonly message: string
  readonly kind: ErrorKind
}
export type AlertDefinition<C extends string = string> = {
  readonly code: C
  readonly title: string
  readonly description: string
}

export const thrown = <C extends string>(code: C, message: string): ErrorDefinition<C> => ({
  code,
  message,
  kind: 'thrown',
})
export const snackbar = <C extends string>(code: C, message: string): ErrorDefinition<C> => ({
  code,
  message,
  kind: 'snackbar',
})
export const ui = <C extends string>(code: C, message: string): ErrorDefinition<C> => ({
  code,
  message,
  kind: 'ui',
})
export const alert = <C extends string>(code: C, title: string, description: string): AlertDefinition<C> => ({
  code,
  title,
  description,
})
