export type LogLevel = 'silent' | 'info' | 'debug'

export interface Logger {
  info(line: string): void
  debug(line: string): void
}

export interface LogOptions {
  /** 'silent' by default for the API; the CLI uses 'info' ('debug' with --verbose). */
  level?: LogLevel
  write?: (line: string) => void
}

export function createLogger(options: LogOptions = {}): Logger {
  const level = options.level ?? 'silent'
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`))
  return {
    info: (line) => {
      if (level !== 'silent') write(`[devnet] ${line}`)
    },
    debug: (line) => {
      if (level === 'debug') write(`[devnet] ${line}`)
    },
  }
}
