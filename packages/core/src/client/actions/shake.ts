import { SHAKE_MS } from '../../constants/index.js'
import type { ClientContext } from '../context.js'
import { timersOf } from '../contextParts.js'
import { patchModal } from '../stateUpdates.js'

/** Sets the shake flag for 500 ms (R-UI-14). */
export function shake(ctx: ClientContext): void {
  patchModal(ctx.store, { shake: true })
  timersOf(ctx).setNamed('shake', () => patchModal(ctx.store, { shake: false }), SHAKE_MS)
}
