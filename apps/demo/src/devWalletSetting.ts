const KEY = 'sigil-demo:dev-wallet'

/** Whether the person turned the dev wallet on; remembered across reloads. */
export const isDevWalletOn = (): boolean => localStorage.getItem(KEY) === 'on'

export function setDevWalletOn(on: boolean): void {
  if (on) localStorage.setItem(KEY, 'on')
  else localStorage.removeItem(KEY)
}
