export {
  createLogger,
  LOG_LEVELS,
  type Logger,
  type LogLevelName,
  type LogRecord,
  type LogSink,
} from './createLogger.js'
