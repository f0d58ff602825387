// The actions a page needs only once a person acts (connect, disconnect, sign, send, switch): they
// are not in the page's first load. `loadActions` fetches this module once for every client on the
// page, retries it after a failure, and a call made before it arrives waits for it.

export { chooseConnector } from './actions/chooseConnector.js'
export { connect } from './actions/connect.js'
export { disconnect } from './actions/disconnect.js'
export { refreshBalance } from './actions/refreshBalance.js'
export { sendTransaction } from './actions/sendTransaction.js'
export { setProfile } from './actions/setProfile.js'
export { setThemeMode, setThemeVariables } from './actions/setTheme.js'
export { setUser } from './actions/setUser.js'
export { shake } from './actions/shake.js'
export { showAlert } from './actions/showAlert.js'
export { signMessage } from './actions/signMessage.js'
export { switchNetwork } from './actions/switchNetwork.js'
