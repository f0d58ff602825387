/**
 * How a connected ConnectButton draws its account: the avatar's background and the name shown
 * when the account has none. They come after the first paint with the connected look's rules
 * (buttonLater.ts); until they are in, a connected account shows as connecting.
 */
export type ConnectedAccountParts = { avatar(address: string): string; name(address: string): string }

let parts: ConnectedAccountParts | undefined

/** Sets the parts, once. Page-wide, like the buttons' sheet. */
export function provideConnectedAccountParts(next: ConnectedAccountParts): void {
  parts ??= next
}

/** The parts, once they are in. Read while rendering: the buttons render again when they arrive. */
export const connectedAccountParts = (): ConnectedAccountParts | undefined => parts
