import { createLogger } from '../../logger/index.js'

/** A logger that keeps test output clean. */
export const silentLogger = () => createLogger({ sink: () => undefined })
