import { createStore } from 'zustand/vanilla'
import { clockOf } from '../client/clockOf.js'
import type { SigilInternalClient } from '../client/internalClient.js'
import type { Unsubscribe } from '../client/types.js'
import { DEBOUNCE_MS, LEGACY_NAME_SUFFIX, NAME_SUFFIX } from '../constants/index.js'
import { createError } from '../errors/createError.js'
import { NETWORK_MISSING, UNKNOWN_ERROR } from '../errors/definitions.js'
import { isSigilError, type SigilError } from '../errors/SigilError.js'
import type { BlockchainClient } from '../services/blockchain/createBlockchainClient.js'
import { sleep } from '../services/sleep.js'
import { isValidAccountName } from '../validation/accountName.js'

/** The name-service calls registration needs (the blockchain service's, or the app's own). */
export type NameService = Pick<BlockchainClient, 'getNameSuggestions' | 'resolveName' | 'registerName'>

/** Where the typed name stands: nothing typed, not a valid label, being checked, free, taken, or unknown (the check failed). */
export type NameAvailability = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'error'

export type NameRegistrationState = {
  input: string
  /** The full name the input stands for (`label` + NAME_SUFFIX), once the label is valid. */
  name?: string
  availability: NameAvailability
  suggestions: readonly { name: string; registered: boolean }[]
  /** idle, then signing (the wallet is asked), registering (the service is), registered. */
  status: 'idle' | 'signing' | 'registering' | 'registered'
  error?: SigilError
}

export type NameRegistration = {
  getState(): NameRegistrationState
  subscribe(listener: (state: NameRegistrationState) => void): Unsubscribe
  /** Takes what the person typed; suggestions and availability follow once typing pauses (DEBOUNCE_MS). */
  setInput(input: string): Promise<void>
  /**
   * Registers the available name (R-ACCT-16): the account signs the registration message,
   * the service registers it, the account's profile name becomes it and the router shows
   * RegisterAccountNameSuccess. On an error the router is back on RegisterAccountName with
   * `error` set. Never throws.
   */
  register(): Promise<void>
}

const asSigilError = (error: unknown): SigilError =>
  isSigilError(error) ? error : createError(UNKNOWN_ERROR, undefined, { cause: error })

/** The label of a typed name: lower case, without the product's suffix (or the legacy one). */
export function nameLabel(input: string): string {
  const lower = input.trim().toLowerCase()
  for (const suffix of [NAME_SUFFIX, LEGACY_NAME_SUFFIX])
    if (lower.endsWith(suffix)) return lower.slice(0, -suffix.length)
  return lower
}

/** Name registration for the connected EVM account (spec §2 RegisterAccountName, §5 account name). */
export function createNameRegistration(
  client: SigilInternalClient,
  service: () => Promise<NameService>,
): NameRegistration {
  const store = createStore<NameRegistrationState>()(() => ({
    input: '',
    availability: 'empty',
    suggestions: [],
    status: 'idle',
  }))
  const set = (patch: Partial<NameRegistrationState>) => store.setState(patch)
  const clock = clockOf(client)

  return {
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe((state) => listener(state)),

    async setInput(input) {
      const label = nameLabel(input)
      if (label === '') {
        set({ input, name: undefined, availability: 'empty', suggestions: [], error: undefined })
        return
      }
      const valid = isValidAccountName(label)
      const name = valid ? `${label}${NAME_SUFFIX}` : undefined
      set({ input, name, availability: valid ? 'checking' : 'invalid', error: undefined })
      await sleep(clock, DEBOUNCE_MS)
      if (store.getState().input !== input) return
      let names: NameService
      try {
        names = await service()
      } catch (error) {
        set({ availability: valid ? 'error' : 'invalid', error: asSigilError(error) })
        return
      }
      const [suggestions, profile] = await Promise.allSettled([
        names.getNameSuggestions(label.replace(/[^a-z0-9-]/g, '')),
        name ? names.resolveName(name) : Promise.resolve(undefined),
      ])
      if (store.getState().input !== input) return
      set({
        suggestions:
          suggestions.status === 'fulfilled' ? suggestions.value.filter((s) => s.name !== name) : [],
        ...(valid
          ? profile.status === 'fulfilled'
            ? { availability: profile.value ? 'taken' : 'available' }
            : { availability: 'error', error: asSigilError(profile.reason) }
          : {}),
        ...(suggestions.status === 'rejected' ? { error: asSigilError(suggestions.reason) } : {}),
      })
    },

    async register() {
      const state = store.getState()
      if (state.status !== 'idle' || state.availability !== 'available' || !state.name) return
      const { name } = state
      try {
        const { chain, accounts } = client.getState()
        const network = chain.activeNetwork
        const address = accounts.eip155.address
        if (network?.chainNamespace !== 'eip155' || !address)
          throw createError(NETWORK_MISSING, { namespace: 'eip155' })
        const names = await service()
        set({ status: 'signing', error: undefined })
        // The service checks that this exact text was signed by the address and names the name.
        const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(clock.now() / 1000) })
        const signature = await client.signMessage(message, 'eip155')
        set({ status: 'registering' })
        const profile = await names.registerName({ address, chainId: Number(network.id), message, signature })
        client.setProfile('eip155', {
          address,
          name: profile.name,
          ...(profile.attributes.avatar ? { image: profile.attributes.avatar } : {}),
        })
        set({ status: 'registered' })
        client.router.replace('RegisterAccountNameSuccess')
      } catch (error) {
        set({ status: 'idle', error: asSigilError(error) })
        if (client.getState().router.view !== 'RegisterAccountName')
          client.router.replace('RegisterAccountName')
      }
    },
  }
}
