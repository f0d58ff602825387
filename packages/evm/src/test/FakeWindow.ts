import type { WalletInfo } from '../discovery/announcement.js'
import type { DiscoveryWindow } from '../discovery/discoveryWindow.js'

/** A window for discovery tests in node: an EventTarget plus an optional `ethereum`. */
export class FakeWindow extends EventTarget implements DiscoveryWindow {
  ethereum?: unknown

  /** Announces a wallet now and again whenever the page requests providers, as wallets do. */
  installWallet(detail: { info: WalletInfo; provider: unknown }): void {
    const announce = () => this.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    this.addEventListener('eip6963:requestProvider', announce)
    announce()
  }

  announceRaw(detail: unknown): void {
    this.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
}

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

export function walletInfo(overrides: Partial<WalletInfo> = {}): WalletInfo {
  return {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Test Wallet',
    icon: ICON,
    rdns: 'dev.sigil.test',
    ...overrides,
  }
}
