/**
 * What a connected ConnectButton draws its account with from after the first paint: the avatar's
 * background, derived from the address. It comes with the connected look's rules (buttonLater.ts);
 * until it is in, a connected account shows as connecting.
 */
export type ConnectedAccountParts = { avatar(address: string): string }

let parts: ConnectedAccountParts | undefined

/** Sets the parts, once. Page-wide, like the buttons' sheet. */
export function provideConnectedAccountParts(next: ConnectedAccountParts): void {
  parts ??= next
}

/** The parts, once they are in. Read while rendering: the buttons render again when they arrive. */
export const connectedAccountParts = (): ConnectedAccountParts | undefined => parts
