import type { Clock, Logger, SigilError } from '@sigil/core'
import {
  ACTION_NOT_ALLOWED,
  approvalGateOf,
  createError,
  FRAME_ERROR_MESSAGE_DELAY_MS,
  MODAL_CLOSED,
  type SigilInternalClient,
  USER_REJECTED_REQUEST,
} from '@sigil/core/internal'
import type { FrameTransport } from './frameTransport.js'

export type FrameRpcContext = {
  client: SigilInternalClient
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
  const payload = rpcPayload(ctx, method, params)
  if (route === 'safe') return transport.requestRaw('RPC_REQUEST', payload)

  let abort: (error: SigilError) => void = () => {}
  const aborted = new Promise<never>((_, reject) => {
    abort = (error) => {
      transport.request('RPC_ABORT').catch(() => undefined)
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
  // A request that moves funds waits while the modal shows what it will do (where a modal is
  // there to show it); a person who cancels there has declined it before the wallet saw it.
  const gate = approvalGateOf(client)
  const asked = { method, params }
  try {
    const go = await Promise.race([gate.hold(asked), aborted])
    if (!go) throw createError(USER_REJECTED_REQUEST)
  } catch (error) {
    if (gate.pending() === asked) gate.decide(false)
    settled()
    if (client.getState().modal.open) finish('error')
    throw error
  }
  // The secure site asks the user on its own page, shown over ApproveTransaction.
  transport.setVisible(true)
  try {
    const request = transport.requestRaw('RPC_REQUEST', payload)
    request.catch(() => undefined)
    const reply = await Promise.race([request, aborted])
    transport.setVisible(false)
    settled()
    await client.refreshBalance(ctx.namespace, { force: true }).catch(() => undefined)
    finish('success')
    return reply
  } catch (error) {
    transport.setVisible(false)
    settled()
    if (client.getState().modal.open) finish('error')
    throw error
  }
}

/**
 * RPC_REQUEST's payload as the hosted site reads it: the call, the namespace, and the network
 * it runs on with that network's RPC URL; big integers go as hex quantities (a message carries
 * no bigint).
 */
export function rpcPayload(ctx: FrameRpcContext, method: string, params: unknown): Record<string, unknown> {
  const state = ctx.client.getState()
  const active = state.chain.activeNetwork
  const network =
    active?.chainNamespace === ctx.namespace
      ? active
      : state.chain.networks.find((entry) => entry.chainNamespace === ctx.namespace)
  const rpcUrl = network?.rpcUrls.default.http[0]
  return {
    method,
    ...(params === undefined ? {} : { params: hexBigInts(params) }),
    chainNamespace: ctx.namespace,
    ...(network ? { chainId: network.id } : {}),
    ...(rpcUrl ? { rpcUrl } : {}),
  }
}

function hexBigInts(value: unknown): unknown {
  if (typeof value === 'bigint') return `0x${value.toString(16)}`
  if (Array.isArray(value)) return value.map(hexBigInts)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, hexBigInts(entry)]))
  return value
}
