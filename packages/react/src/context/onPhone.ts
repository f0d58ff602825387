import { onMobile, type SigilClient } from '@sigil/core'

/** Whether the page is on a phone: the client's `isMobile`, else what the page can see (`defaultIsMobile`). */
export function onPhone(client: SigilClient): boolean {
  return onMobile(client.config)
}
