/** An in-memory key-value store in the shape the WalletConnect SDKs take as `storage`. */
export class MemoryStorage {
  private readonly entries = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries.entries()] as [string, T][]
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return structuredClone(this.entries.get(key)) as T | undefined
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, structuredClone(value))
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
