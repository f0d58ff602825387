import { createSendController, type SendController, type SendFlowState } from '@sigil/core'
import { useState, useSyncExternalStore } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'

/** The send flow of this view: one controller per visit, its state read with useSyncExternalStore. */
export function useSendController(): [SendController, SendFlowState] {
  const client = useSigilClient()
  const { resolveName } = useModalOptions()
  const [controller] = useState(() => createSendController(client, resolveName ? { resolveName } : {}))
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  return [controller, state]
}
