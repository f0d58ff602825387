import { createLogger } from '@sigil/core'

/** A logger that keeps test output clean. */
export const silentLogger = () => createLogger({ sink: () => undefined })
