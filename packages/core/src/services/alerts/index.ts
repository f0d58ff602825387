export { alertForServerMessage, SERVER_MESSAGE_ALERTS } from './alertForServerMessage.js'
export { type AlertListener, createAlertOnce } from './createAlertOnce.js'
