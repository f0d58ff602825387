import { createError } from '../../errors/createError.js'
import { INVALID_INPUT } from '../../errors/definitions.js'
import { isNetworkNamespace } from '../namespaces.js'
import type { OpenParameters } from '../types.js'
import { EXTRA_VIEWS, FEATURE_VIEWS, VIEWS, type View } from '../views.js'

const ROUTABLE: readonly string[] = [...VIEWS, ...FEATURE_VIEWS, ...EXTRA_VIEWS]

const invalid = (what: string, reason: string) => createError(INVALID_INPUT, { what, reason })

/** A hostile value named in an error without running any of its code (a getter, a toString). */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  return value === null ? 'null' : typeof value
}

/**
 * A view from the page, checked against the modal's list before the router holds it: a plain
 * list lookup, so names an object has of its own (`constructor`, `__proto__`) are not views.
 */
export function checkView(view: unknown): View {
  if (typeof view !== 'string' || !ROUTABLE.includes(view))
    throw invalid('view', `${describe(view)} is not a view of the modal`)
  return view as View
}

/** Parameters from the page that must be an object: anything else is refused before it is read. */
export function checkParameters(value: unknown, what: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(what, `expected an object, got ${describe(value)}`)
}

/** The options of open(), checked in full before anything changes (nothing is half-applied). */
export function checkOpenOptions(options: unknown): OpenParameters {
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw invalid('open options', `expected an object, got ${describe(options)}`)
  let fields: Record<string, unknown>
  try {
    const { view, data, uri, namespace } = options as Record<string, unknown>
    fields = { view, data, uri, namespace }
  } catch (error) {
    throw createError(
      INVALID_INPUT,
      { what: 'open options', reason: 'they could not be read' },
      { cause: error },
    )
  }
  const { view, data, uri, namespace } = fields
  const checked: OpenParameters = {}
  if (view !== undefined) checked.view = checkView(view)
  if (data !== undefined) checked.data = data
  if (uri !== undefined) {
    if (typeof uri !== 'string') throw invalid('pairing uri', `expected a string, got ${describe(uri)}`)
    checked.uri = uri
  }
  if (namespace !== undefined) {
    if (!isNetworkNamespace(namespace))
      throw invalid('namespace', `${describe(namespace)} is not one of eip155, solana, bip122`)
    checked.namespace = namespace
  }
  return checked
}
