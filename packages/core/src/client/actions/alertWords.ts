import {
  ALERT_IFRAME_LOAD_FAILED,
  ALERT_IFRAME_REQUEST_TIMEOUT,
  ALERT_INVALID_APP_CONFIGURATION,
  ALERT_INVALID_PROJECT_ID,
  ALERT_MULTI_WALLET_NOT_ENABLED,
  ALERT_ORIGIN_NOT_ALLOWED,
  ALERT_PROJECT_ID_NOT_CONFIGURED,
  ALERT_RATE_LIMITED,
  ALERT_SERVER_ERROR,
  ALERT_SESSION_EXPIRED,
  ALERT_SWITCH_NETWORK_NOT_FOUND,
  ALERT_UNVERIFIED_DOMAIN,
} from '../../errors/alertDefinitions.js'
import type { AlertCode } from '../../errors/catalogue.js'
import type { AlertDefinition } from '../../errors/defineEntry.js'

// Every alert, named one by one (alertWords.test.ts checks the list against the catalogue): a
// namespace import would tie this chunk to the bundler's runtime, which the first load carries.
const ALERTS: ReadonlyArray<AlertDefinition<AlertCode>> = [
  ALERT_SWITCH_NETWORK_NOT_FOUND,
  ALERT_ORIGIN_NOT_ALLOWED,
  ALERT_IFRAME_LOAD_FAILED,
  ALERT_IFRAME_REQUEST_TIMEOUT,
  ALERT_UNVERIFIED_DOMAIN,
  ALERT_SESSION_EXPIRED,
  ALERT_INVALID_PROJECT_ID,
  ALERT_PROJECT_ID_NOT_CONFIGURED,
  ALERT_SERVER_ERROR,
  ALERT_RATE_LIMITED,
  ALERT_INVALID_APP_CONFIGURATION,
  ALERT_MULTI_WALLET_NOT_ENABLED,
]

/** An alert's title and text, from the alerts alone (not the whole catalogue). */
export function alertWords(code: AlertCode): AlertDefinition<AlertCode> | undefined {
  return ALERTS.find((entry) => entry.code === code)
}
