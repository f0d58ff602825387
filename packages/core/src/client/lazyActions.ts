// The actions a page needs only once a person acts (open, connect, disconnect, sign, send, switch,
// the modal's navigation, approvals): they are not in the page's first load. `loadActions` fetches
// this module once for every client on the page (once start-up's code is here: every client starts
// up), retries it after a failure, and a call made before it arrives waits for it.

export { addNetwork } from './actions/addNetwork.js'
export { chooseConnector } from './actions/chooseConnector.js'
export { close } from './actions/close.js'
export { connect } from './actions/connect.js'
export { disconnect } from './actions/disconnect.js'
export { createAuthConnectorLoader } from './actions/loadAuthConnector.js'
export { open } from './actions/open.js'
export { refreshBalance } from './actions/refreshBalance.js'
export { removeNetwork } from './actions/removeNetwork.js'
export { requestApproval } from './actions/requestApproval.js'
export { goBack, popTransactionStack, push, replace, reset } from './actions/router.js'
export { sendTransaction } from './actions/sendTransaction.js'
export { setPreferredAccountType, setSmartAccountNetworks } from './actions/setPreferredAccountType.js'
export { setProfile } from './actions/setProfile.js'
export { setThemeMode, setThemeVariables } from './actions/setTheme.js'
export { setUser } from './actions/setUser.js'
export { shake } from './actions/shake.js'
export { showAlert } from './actions/showAlert.js'
export { hideNotification, showNotification } from './actions/showNotification.js'
export { dismissToast, showToast } from './actions/showToast.js'
export { signMessage } from './actions/signMessage.js'
export { subscribeConnections } from './actions/subscribeConnections.js'
export { switchNetwork } from './actions/switchNetwork.js'
export { loadSiwx, siwxLoadFailed } from './siwx/loadSiwx.js'
// Fetched on its own at start (loadStartUp), re-exported so what both use shares one chunk.
export { startUp } from './startUp.js'
