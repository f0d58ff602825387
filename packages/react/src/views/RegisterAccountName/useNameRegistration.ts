import {
  createNameRegistration,
  type NameRegistration,
  type NameRegistrationState,
} from '@sigil/core/internal'
import { useState, useSyncExternalStore } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'

/** The registration flow of this visit, or undefined when the app has no name service (no blockchain service). */
export function useNameRegistration(): [NameRegistration, NameRegistrationState] | undefined {
  const client = useSigilClient()
  const { blockchain } = useModalOptions()
  const [flow] = useState(() => (blockchain ? createNameRegistration(client, blockchain) : undefined))
  const state = useSyncExternalStore(
    flow?.subscribe ?? noSubscribe,
    flow?.getState ?? noState,
    flow?.getState ?? noState,
  )
  return flow && state ? [flow, state] : undefined
}

const noSubscribe = () => () => {}
const noState = () => undefined
