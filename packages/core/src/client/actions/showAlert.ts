import type { AlertCode } from '../../errors/catalogue.js'
import type { ClientContext } from '../context.js'
import { alertWords } from './alertWords.js'

/** Shows an alert once (a second raise of the same code does not stack) and emits ALERT. */
export function showAlert(ctx: ClientContext, code: AlertCode): void {
  const definition = alertWords(code)
  if (!definition) return
  const alert = { code, title: definition.title, description: definition.description }
  ctx.store.setState((state) => ({
    alerts: state.alerts.some((a) => a.code === code) ? state.alerts : [...state.alerts, alert],
  }))
  ctx.logger.info(`Alert ${code}: ${definition.title}`)
  ctx.emit({ type: 'ALERT', alert })
}
