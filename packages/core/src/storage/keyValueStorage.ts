/** The storage a client keeps its state in: `localStorage` in a page, memory elsewhere. */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
