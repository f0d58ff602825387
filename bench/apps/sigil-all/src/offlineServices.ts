/**
 * Where the every-feature page's relay and embedded wallet would be: loopback addresses nothing
 * answers, since the bench runs offline (neither is reached before a person uses it, but the
 * embedded wallet's frame loads at idle).
 *
 * The frame's URL is on another site than the page (`localhost`; the bench serves the page on
 * 127.0.0.1), as the hosted secure site is: the frame runs in a process of its own, as a frame from
 * another site does in desktop Chromium, and the browser's error page drawn in it stays out of the
 * page's JS heap. On the page's own site it would be counted as the page's.
 */
export const RELAY_URL = 'ws://127.0.0.1:9/relay'
export const EMBEDDED_WALLET_URL = 'http://localhost:9/embedded-wallet'
