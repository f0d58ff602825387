import { createStore } from 'zustand/vanilla'
import type { EmailStepProblem } from './otpCode.js'

/** What every email step's state holds beside its own fields. */
export type EmailStepFields = {
  /** The digits typed so far. */
  code: string
  problem?: EmailStepProblem
  /** The embedded wallet's code has loaded; until then nothing can be sent or checked. */
  ready: boolean
}

/** What every email step offers its view. */
export type EmailStepSession<State> = {
  getState(): State
  subscribe(listener: () => void): () => void
  /** What the person typed or pasted into the code field; its digits are kept, and a whole code is checked at once. */
  typeCode(text: string): void
  destroy(): void
}

/** A call of the step failed: its error, which the view describes in the active locale. */
export const stepFailed = (error: unknown): EmailStepProblem => ({ code: 'failed', error })

/** An email step's store, starting with no digits typed and the embedded wallet not loaded yet. */
export function emailStepStore<State extends EmailStepFields>(
  fields: Omit<State, keyof EmailStepFields>,
): { get(): State; set(patch: Partial<State>): void; subscribe(listener: () => void): () => void } {
  const store = createStore<State>(() => ({ ...fields, code: '', ready: false }) as State)
  return { get: store.getState, set: (patch) => store.setState(patch), subscribe: store.subscribe }
}
