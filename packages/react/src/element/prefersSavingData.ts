/** The user asked the browser to save data: fetch nothing ahead of need. */
export function prefersSavingData(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection
  return connection?.saveData === true
}
