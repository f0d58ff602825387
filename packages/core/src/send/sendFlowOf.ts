import { contextOf } from '../client/contextOf.js'
import { dropPart, partOf } from '../client/partOf.js'
import type { SigilClient, SigilState } from '../client/types.js'
import { createSendController, type ResolveName, type SendController } from './createSendController.js'

const sendInHistory = (state: SigilState) => state.router.history.some((entry) => entry.view === 'Send')

/**
 * The client's Send flow, kept while Send is in the router's history. A wallet that asks for
 * approval inside the modal pushes ApproveTransaction over Send, which unmounts the Send view;
 * the flow, and with it the outcome of the send in flight, outlives the view, so the view that
 * comes back shows that outcome whether the approval's pop or the send's result arrives first.
 * Once Send leaves the history (back to Account, the modal closed), the next visit starts anew.
 */
export function sendFlowOf(client: SigilClient, options: { resolveName?: ResolveName } = {}): SendController {
  const ctx = contextOf(client)
  return partOf(ctx, sendFlowOf, () => {
    const controller = createSendController(client, options)
    const stop = client.subscribe(sendInHistory, (present) => {
      if (present) return
      stop()
      dropPart(ctx, sendFlowOf, controller)
    })
    return controller
  })
}
