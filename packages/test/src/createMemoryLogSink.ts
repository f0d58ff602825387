import type { LogRecord, LogSink } from '@sigil/core'

/** A log sink that keeps what it is given, for assertions. */
export function createMemoryLogSink(): { sink: LogSink; records: LogRecord[] } {
  const records: LogRecord[] = []
  return { sink: (record) => records.push(record), records }
}
