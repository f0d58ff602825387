import { provideConnectedButtonCss } from './ButtonStyles.js'
import { provideConnectedAccountParts } from './connectedAccountParts.js'

let chunk: Promise<typeof import('./buttonLater.js')> | undefined

/**
 * Fetches the chunk that follows the buttons' first paint (buttonLater.ts), once per page, and
 * puts its connected look (rules and avatar) in place when it arrives. A failed fetch is
 * retried by the next call; the connected look is then the base one, without an avatar, rather
 * than none.
 */
export function loadButtonLater(): Promise<typeof import('./buttonLater.js')> {
  chunk ??= import('./buttonLater.js').then(
    (loaded) => {
      provideConnectedButtonCss(loaded.CONNECTED_BUTTON_CSS)
      provideConnectedAccountParts({ avatar: loaded.identiconGradient })
      return loaded
    },
    (error: unknown) => {
      chunk = undefined
      provideConnectedButtonCss('')
      provideConnectedAccountParts({ avatar: () => '' })
      throw error
    },
  )
  return chunk
}
