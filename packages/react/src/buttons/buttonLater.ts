// What the closed buttons need after the page's first paint, in one chunk fetched when a button
// mounts: their words in the modal's language, the connected look's rules, and how a connected
// account's avatar and name are drawn.
export { identiconGradient } from '../components/identicon.js'
export { truncateAddress } from '../format/truncateAddress.js'
export { buttonWords } from '../strings/buttonLocale.js'
export { CONNECTED_BUTTON_CSS } from './connectedButtonCss.js'
