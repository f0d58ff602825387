import {
  ACTION_NOT_ALLOWED,
  type Clock,
  createError,
  FRAME_ERROR_MESSAGE_DELAY_MS,
  type Logger,
  MODAL_CLOSED,
  type SigilClient,
  type SigilError,
} from '@sigil/core'
import type { FrameTransport } from './frameTransport.js'

export type FrameRpcContext = {
  client: SigilClient
  transport: () => Promise<FrameTransport>
  clock: Clock
  logger: Logger
  namespace: 'eip155' | 'solana'
}

/**
 * One RPC request through the frame, routed by the client's allow-lists. A safe method runs at
 * once. A not-safe one runs with ApproveTransaction open; on success the balance is refreshed,
 * then the modal closes or the transaction stack pops with success (R-EMBED-19); on error it
 * closes or pops with error (R-EMBED-18); closing the modal first aborts it. A method on
 * neither list opens the modal, is logged, rejects the requests in flight, and 300 ms later
 * shows 'Action not allowed' (R-EMBED-20, R-ERR-08).
 */
export async function frameRpc(ctx: FrameRpcContext, method: string, params: unknown): Promise<unknown> {
  const { client } = ctx
  let route: 'safe' | 'approval'
  try {
    route = client.requestApproval({ method, params })
  } catch (error) {
    void client.open()
    ;(await ctx.transport().catch(() => undefined))?.abortAll()
    ctx.clock.setTimeout(
      () => client.showNotification(ACTION_NOT_ALLOWED.message, 'error'),
      FRAME_ERROR_MESSAGE_DELAY_MS,
    )
    throw error
  }
  const transport = await ctx.transport()
  if (route === 'safe') return (await transport.request('RPC_REQUEST', { method, params })).result

  let abort: (error: SigilError) => void = () => {}
  const aborted = new Promise<never>((_, reject) => {
    abort = (error) => {
      transport.request('RPC_ABORT', {}).catch(() => undefined)
      reject(error)
    }
  })
  aborted.catch(() => undefined)
  // The approval is this flow's own: a person who closes the modal has declined it.
  const untrack = client.trackRequest({ reject: (error) => abort(error) })
  const unwatch = client.subscribe(
    (state) => state.modal.open,
    (open) => {
      if (!open) abort(createError(MODAL_CLOSED))
    },
  )
  const settled = () => {
    untrack()
    unwatch()
  }
  const finish = (outcome: 'success' | 'error') => {
    if (client.getState().router.transactionStack.length > 0) client.router.popTransactionStack(outcome)
    else client.close()
  }
  // The secure site asks the user on its own page, shown over ApproveTransaction.
  transport.setVisible(true)
  try {
    const request = transport.request('RPC_REQUEST', { method, params })
    request.catch(() => undefined)
    const reply = await Promise.race([request, aborted])
    transport.setVisible(false)
    settled()
    await client.refreshBalance(ctx.namespace, { force: true }).catch(() => undefined)
    finish('success')
    return reply.result
  } catch (error) {
    transport.setVisible(false)
    settled()
    if (client.getState().modal.open) finish('error')
    throw error
  }
}
