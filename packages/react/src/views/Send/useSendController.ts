import { type SendController, type SendFlowState, sendFlowOf } from '@sigil/core/internal'
import { useState, useSyncExternalStore } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'

/**
 * The client's send flow, its state read with useSyncExternalStore. The flow outlives this view
 * while Send is in the router's history (an approval shown over Send unmounts the view).
 */
export function useSendController(): [SendController, SendFlowState] {
  const client = useSigilClient()
  const { resolveName } = useModalOptions()
  const [controller] = useState(() => sendFlowOf(client, resolveName ? { resolveName } : {}))
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  return [controller, state]
}
