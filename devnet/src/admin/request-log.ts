export interface RecordedRequest {
  at: string
  service: string
  method: string
  path: string
  query: Record<string, string>
}

const MAX_RECORDED = 2000

/** The last requests a devnet instance served (admin excluded), for tests to inspect. */
export class RequestLog {
  private readonly entries: RecordedRequest[] = []

  record(entry: RecordedRequest): void {
    this.entries.push(entry)
    if (this.entries.length > MAX_RECORDED) this.entries.shift()
  }

  list(service: string | null): RecordedRequest[] {
    return service === null ? [...this.entries] : this.entries.filter((entry) => entry.service === service)
  }

  clear(): void {
    this.entries.length = 0
  }
}
