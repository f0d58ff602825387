/**
 * The closed buttons' few words. They are in the page's first load, so they stay apart from the
 * modal's table (`messages.ts`, which spreads them in and loads with the modal's code).
 */
export const BUTTON_MESSAGES = {
  'button.connect': 'Connect',
  'button.connecting': 'Connecting…',
  'button.network': 'Network',
  'button.unsupportedNetwork': 'Unsupported network',
} as const
