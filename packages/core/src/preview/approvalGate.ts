import { contextOf } from '../client/contextOf.js'
import { partOf } from '../client/partOf.js'
import type { SigilClient } from '../client/types.js'
import { approvalCalls } from './approvalCalls.js'

export type ApprovalRequest = { method: string; params?: unknown }

/**
 * The step between a wallet request that moves funds and the wallet's own prompt, for wallets
 * that ask inside the modal (the embedded wallet): the modal shows what the calls will do, and
 * the request reaches the wallet only once the person goes on.
 */
export type ApprovalGate = {
  /** The modal arms the gate while it is mounted; without a modal to show a preview nothing waits. */
  arm(): () => void
  /**
   * Resolves true when the request may go to the wallet: at once when the gate is not armed,
   * when the request moves no funds, or when it comes from a view that showed its own preview
   * (Send, Swap); else once the person goes on (true) or cancels (false).
   */
  hold(request: ApprovalRequest): Promise<boolean>
  /** The request waiting on the person, if any. */
  pending(): ApprovalRequest | undefined
  /** The person's answer to the waiting request. */
  decide(go: boolean): void
  subscribe(listener: () => void): () => void
}

/** Views that preview their own calls before the request is made. */
const PREVIEWED_BY = new Set(['Send', 'Swap'])

/** The client's approval gate, made on first use. */
export function approvalGateOf(client: SigilClient): ApprovalGate {
  return partOf(contextOf(client), approvalGateOf, () => createApprovalGate(client))
}

function createApprovalGate(client: SigilClient): ApprovalGate {
  let armed = 0
  let waiting: { request: ApprovalRequest; resolve: (go: boolean) => void } | undefined
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const settle = (go: boolean) => {
    const current = waiting
    if (!current) return
    waiting = undefined
    current.resolve(go)
    changed()
  }
  return {
    arm() {
      armed += 1
      return () => {
        armed -= 1
        if (armed === 0) settle(false)
      }
    },
    hold(request) {
      if (armed === 0 || !approvalCalls(request)) return Promise.resolve(true)
      const history = client.getState().router.history
      const below = history.at(-2)?.view
      if (below && PREVIEWED_BY.has(below)) return Promise.resolve(true)
      // A newer request replaces one still waiting, which is declined.
      settle(false)
      return new Promise<boolean>((resolve) => {
        waiting = { request, resolve }
        changed()
      })
    },
    pending: () => waiting?.request,
    decide: settle,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
