/**
 * The alerts (§8): a code, a title and the text shown under it. Apart from definitions.ts, so
 * that raising an alert does not load every message's words; definitions.ts re-exports them.
 */
import { alert } from './defineEntry.js'

export const ALERT_SWITCH_NETWORK_NOT_FOUND = /* @__PURE__ */ alert(
  'SWITCH_NETWORK_NOT_FOUND',
  'Network Not Found',
  'The network you asked for is not one of the networks this app is configured with.',
)
export const ALERT_ORIGIN_NOT_ALLOWED = /* @__PURE__ */ alert(
  'ORIGIN_NOT_ALLOWED',
  'Origin Not Allowed',
  'This origin is not on the project’s allowlist. Add it in the project settings.',
)
export const ALERT_IFRAME_LOAD_FAILED = /* @__PURE__ */ alert(
  'IFRAME_LOAD_FAILED',
  'Network Error - Could not load embedded wallet',
  'The embedded wallet did not load. Check your connection and try again.',
)
export const ALERT_IFRAME_REQUEST_TIMEOUT = /* @__PURE__ */ alert(
  'IFRAME_REQUEST_TIMEOUT',
  'Embedded Wallet Request Timed Out',
  'The embedded wallet did not answer in time. Try again.',
)
export const ALERT_UNVERIFIED_DOMAIN = /* @__PURE__ */ alert(
  'UNVERIFIED_DOMAIN',
  'Unverified Domain',
  'This domain is not verified for the embedded wallet.',
)
export const ALERT_SESSION_EXPIRED = /* @__PURE__ */ alert(
  'SESSION_EXPIRED',
  'Session Expired',
  'Invalid session. Check your device’s time settings and reconnect.',
)
export const ALERT_INVALID_PROJECT_ID = /* @__PURE__ */ alert(
  'INVALID_PROJECT_ID',
  'Invalid Project ID',
  'The project id is not valid.',
)
export const ALERT_PROJECT_ID_NOT_CONFIGURED = /* @__PURE__ */ alert(
  'PROJECT_ID_NOT_CONFIGURED',
  'Project ID Not Configured',
  'Set a project id in the Sigil configuration.',
)
export const ALERT_SERVER_ERROR = /* @__PURE__ */ alert(
  'SERVER_ERROR',
  'Server Error',
  'Failed to get app configuration.',
)
export const ALERT_RATE_LIMITED = /* @__PURE__ */ alert(
  'RATE_LIMITED',
  'Rate Limited',
  'Too many requests. Try again in a moment.',
)
export const ALERT_INVALID_APP_CONFIGURATION = /* @__PURE__ */ alert(
  'INVALID_APP_CONFIGURATION',
  'Invalid App Configuration',
  'The origin is not on the allowlist of this project.',
)
export const ALERT_MULTI_WALLET_NOT_ENABLED = /* @__PURE__ */ alert(
  'MULTI_WALLET_NOT_ENABLED',
  'Multi-Wallet Not Enabled',
  'Connecting several wallets needs the multiWallet feature of the project configuration.',
)
