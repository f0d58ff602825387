// Spec §9's logger levels, defined where the first load reads them (constants/index.ts says why).
export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const

export type LogLevelName = keyof typeof LOG_LEVELS
export type LogRecord = { level: LogLevelName; message: string; data?: unknown }
export type LogSink = (record: LogRecord) => void

export type Logger = { readonly level: LogLevelName } & {
  [L in LogLevelName]: (message: string, data?: unknown) => void
}

const consoleSink: LogSink = ({ level, message, data }) => {
  const method = level === 'fatal' ? 'error' : level === 'trace' ? 'debug' : level
  const args = data === undefined ? [`[sigil] ${message}`] : [`[sigil] ${message}`, data]
  console[method](...args)
}

/** A logger that drops every record below `level` (spec §9 levels: trace 10 … fatal 60). */
export function createLogger(options: { level?: LogLevelName; sink?: LogSink } = {}): Logger {
  const level = options.level ?? 'warn'
  const sink = options.sink ?? consoleSink
  const threshold = LOG_LEVELS[level]
  const entry =
    (name: LogLevelName) =>
    (message: string, data?: unknown): void => {
      if (LOG_LEVELS[name] >= threshold)
        sink(data === undefined ? { level: name, message } : { level: name, message, data })
    }
  const logger = { level } as Record<string, unknown>
  for (const name of Object.keys(LOG_LEVELS) as LogLevelName[]) logger[name] = entry(name)
  return logger as Logger
}
