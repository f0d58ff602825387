import type { SigilClient } from '@sigil/core'

/** Whether the page is on a phone, by the client's `isMobile` (a narrow viewport unless the app says otherwise). */
export function onPhone(client: SigilClient): boolean {
  return client.config.isMobile?.() ?? false
}
