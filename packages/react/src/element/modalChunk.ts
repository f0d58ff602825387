/** Everything the element needs once the modal is first shown; loaded as one lazy chunk. */
export { ModalApp } from '../modal/ModalApp.js'
export { createModalCss } from './modalCss.js'
export { warmViews } from './warmViews.js'
