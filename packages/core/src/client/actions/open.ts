import type { SigilError } from '../../errors/SigilError.js'
import type { ClientContext } from '../context.js'
import { onMobile } from '../defaultIsMobile.js'
import { chooseOpeningView } from '../openingView.js'
import { patchModal } from '../stateUpdates.js'
import type { OpenParameters } from '../types.js'
import type { View } from '../views.js'
import { routeOf } from './accountTabRoute.js'
import { checkOpenOptions } from './checkRoute.js'

export type { OpenParameters }
export type OpenReturnType = Promise<void>
/** INVALID_INPUT: a view the modal lacks, or Activity while it cannot be shown. */
export type OpenErrorType = SigilError

/**
 * Opens at once on the view the opening rules choose (spec §2): the requested one, else
 * with no adapters AllWallets on mobile and ConnectingWalletConnectBasic on desktop, else
 * Account when connected and Connect when not. `loading` stays on until start-up settled.
 */
export async function open(ctx: ClientContext, parameters?: OpenParameters): OpenReturnType {
  // From the page, so anything: a view the modal lacks is refused here, before the router holds it.
  const options = checkOpenOptions(parameters)
  // Whether Activity is there depends on the connection: a reload's restore is waited for first.
  if (options.view === 'Activity' && !ctx.isStarted()) await ctx.started
  const state = ctx.store.getState()
  const requested: View = chooseOpeningView({
    state,
    adapterCount: ctx.adapters.size,
    isMobile: onMobile(ctx.config),
    ...(options.view ? { requested: options.view } : {}),
    ...(options.namespace ? { namespace: options.namespace } : {}),
  })
  const entry = routeOf(state, requested, options.data, options.namespace)
  const { view } = entry
  // One store update, so each subscriber (the modal root among them) runs once for the open.
  ctx.store.setState((state) => ({
    router: {
      ...state.router,
      view,
      data: entry.data,
      history: [entry],
      ...(options.uri === undefined ? {} : { pairingUri: options.uri }),
    },
    modal: { ...state.modal, open: true, loading: !ctx.isStarted(), shake: false },
  }))
  ctx.emit({ type: 'MODAL_OPEN', view })
  await ctx.started
  if (ctx.store.getState().modal.loading) patchModal(ctx.store, { loading: false })
}
