import { createLogger } from '@sigil/core/internal'

/** A logger that keeps test output clean. */
export const silentLogger = () => createLogger({ sink: () => undefined })
