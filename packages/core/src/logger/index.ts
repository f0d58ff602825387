export { createLogger, type Logger, type LogLevelName, type LogRecord, type LogSink } from './createLogger.js'
