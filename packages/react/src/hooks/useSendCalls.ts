import type { NetworkNamespace } from '@sigil/core'
import type { Call, CallsPlan, CallsStatus } from '@sigil/core/calls'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useSigilClient } from '../context/SigilContext.js'

/** Where the last batch of `useSendCalls` is. */
export type SendCallsState =
  | { status: 'idle' }
  /** Asking the wallet whether it batches (no prompt). */
  | { status: 'planning' }
  /** Waiting for the person in the wallet: prompt `prompt` of `prompts`. */
  | { status: 'wallet'; plan: CallsPlan; prompt: number; id?: string }
  /** Sent; `hashes` are the transactions made so far. */
  | { status: Exclude<CallsStatus, 'confirmed' | 'failed' | 'partial'>; plan: CallsPlan; id: string }
  | {
      status: Exclude<CallsStatus, 'pending'>
      plan: CallsPlan
      id: string
      hashes: readonly string[]
      error?: unknown
    }
  /** Nothing was sent: the calls were malformed, no account is connected, or the wallet refused the first prompt. */
  | { status: 'error'; error: unknown }

export type SendCallsInput = {
  calls: readonly Call[]
  /** What the batch does, for the pending list and Activity. */
  summary?: string
  namespace?: NetworkNamespace
}

/**
 * Sends calls from the connected account with as few wallet prompts as it allows: one EIP-5792
 * batch where the wallet runs them atomically, else one prompt per call (`plan` says which
 * before the first). The batch shows in the modal's Activity, pending until it settles, also
 * after a reload. Its code loads on first use.
 */
export function useSendCalls() {
  const client = useSigilClient()
  const [state, setState] = useState<SendCallsState>({ status: 'idle' })
  const run = useRef(0)
  const load = useMemo(() => () => import('@sigil/core/calls'), [])

  /** How many prompts `calls` calls take with the connected wallet (it is asked once, no prompt). */
  const plan = useCallback(
    async (calls: number, namespace?: NetworkNamespace): Promise<CallsPlan> =>
      (await load()).planCalls(client, { calls, ...(namespace ? { namespace } : {}) }),
    [client, load],
  )

  const sendCalls = useCallback(
    async ({ calls, summary, namespace }: SendCallsInput): Promise<void> => {
      const ticket = ++run.current
      const update = (next: SendCallsState) => {
        if (ticket === run.current) setState(next)
      }
      update({ status: 'planning' })
      try {
        const module = await load()
        const chosen = await module.planCalls(client, {
          calls: calls.length,
          ...(namespace ? { namespace } : {}),
        })
        const sent = await module.sendCalls(client, {
          calls,
          plan: chosen,
          ...(summary === undefined ? {} : { summary }),
          ...(namespace ? { namespace } : {}),
          onPrompt: (prompt) => update({ status: 'wallet', plan: chosen, prompt }),
        })
        update({ status: 'pending', plan: chosen, id: sent.id })
        const outcome = await sent.done
        update({ ...outcome, plan: chosen, id: sent.id })
        // The account paid gas (and maybe value): the balance is read from the chain again.
        await client.refreshBalance(namespace, { force: true }).catch(() => undefined)
      } catch (error) {
        update({ status: 'error', error })
      }
    },
    [client, load],
  )

  const reset = useCallback(() => {
    run.current += 1
    setState({ status: 'idle' })
  }, [])

  return { ...state, state, sendCalls, plan, reset }
}
