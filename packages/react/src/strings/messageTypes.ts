/**
 * The shape of a message table. A message is a string with `{name}` placeholders, or plural
 * forms chosen by `Intl.PluralRules` from the `count` parameter (each form may use `{count}`).
 */
export type PluralForms = {
  readonly zero?: string
  readonly one?: string
  readonly two?: string
  readonly few?: string
  readonly many?: string
  readonly other: string
}
export type Message = string | PluralForms
export type MessageTable = { readonly [key: string]: Message }

/** The placeholder names of one message text: `'Sent {amount} {symbol}'` → `'amount' | 'symbol'`. */
export type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never

type FormsOf<M extends PluralForms> = M[keyof M] & string

/** The parameters a message needs: none, its placeholders, or `count` (and placeholders) for plurals. */
export type ParamsOf<M extends Message> = M extends string
  ? { [Name in PlaceholdersOf<M>]: string | number }
  : M extends PluralForms
    ? { count: number } & { [Name in Exclude<PlaceholdersOf<FormsOf<M>>, 'count'>]: string | number }
    : never

/** `t(key)` for a message without placeholders, `t(key, params)` otherwise: a missing one is a type error. */
export type ArgsOf<M extends Message> = [keyof ParamsOf<M>] extends [never] ? [] : [params: ParamsOf<M>]

/** A table with the same keys as `Table`, each a message (what a locale provides). */
export type LocaleOf<Table extends MessageTable> = { readonly [Key in keyof Table]: Message }

export type Translate<Table extends MessageTable> = <Key extends keyof Table & string>(
  key: Key,
  ...args: ArgsOf<Table[Key]>
) => string
