const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#f59e0b"/><path d="M13 15h14v12H13z" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/><path d="M13 19h14M23 23h1" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>'

/** The dev wallet's EIP-6963 icon: a data URI, so showing it needs no request. */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}`
