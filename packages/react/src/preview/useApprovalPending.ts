import { type ApprovalRequest, approvalGateOf } from '@sigil/core/internal'
import { useEffect, useSyncExternalStore } from 'react'
import { useSigilClient } from '../context/SigilContext.js'

/** The wallet request waiting on the person's go-ahead in the modal, if any. */
export function useApprovalPending(): ApprovalRequest | undefined {
  const gate = approvalGateOf(useSigilClient())
  return useSyncExternalStore(gate.subscribe, gate.pending, gate.pending)
}

/** While the modal is mounted, wallet requests that move funds wait for its preview. */
export function useArmApprovalPreview(): void {
  const client = useSigilClient()
  useEffect(() => approvalGateOf(client).arm(), [client])
}
