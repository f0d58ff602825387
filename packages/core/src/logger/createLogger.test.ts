import { describe, expect, it } from 'vitest'
import { createLogger, LOG_LEVELS, type LogRecord } from './createLogger.js'

describe('logger', () => {
  it('R-CORE-25 levels are trace 10, debug 20, info 30, warn 40, error 50, fatal 60', () => {
    expect(LOG_LEVELS).toEqual({ trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 })
  })

  it('R-CORE-25 prints nothing below its level and everything from it up', () => {
    const records: LogRecord[] = []
    const logger = createLogger({ level: 'info', sink: (r) => records.push(r) })
    logger.trace('t')
    logger.debug('d')
    logger.info('i')
    logger.warn('w', { n: 1 })
    logger.error('e')
    logger.fatal('f')
    expect(records.map((r) => r.level)).toEqual(['info', 'warn', 'error', 'fatal'])
    expect(records[1]).toEqual({ level: 'warn', message: 'w', data: { n: 1 } })
  })
})
