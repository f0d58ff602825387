// What the closed buttons need after the page's first paint, in one chunk fetched when a button
// mounts: their words in the modal's language, the connected look's rules, and the connected
// account's avatar.
export { identiconGradient } from '../components/identicon.js'
export { buttonWords } from '../strings/buttonLocale.js'
export { CONNECTED_BUTTON_CSS } from './connectedButtonCss.js'
