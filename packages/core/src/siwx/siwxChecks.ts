// What a sign-in needs once it runs (writing the message, checking a signed one, reading stored
// sessions back): loaded on first use by loadSiwxChecks, so a page that configures sign-in does
// not carry the message grammar and the EIP-55 hashing in its first load.
export { checkSiwxSession } from './checkSiwxSession.js'
export { createSiwxMessage, pageOrigin } from './createSiwxMessage.js'
export { readSession } from './sessions/readSession.js'
