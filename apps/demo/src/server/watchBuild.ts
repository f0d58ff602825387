import { build, type InlineConfig } from 'vite'

export type WatchedBuild = { close(): Promise<void> }

type WatchEvent =
  | { code: 'START' | 'BUNDLE_START' | 'END' }
  | { code: 'BUNDLE_END'; result: { close(): Promise<void> } }
  | { code: 'ERROR'; error: Error; result?: { close(): Promise<void> } }

type Watcher = {
  on(event: 'event', listener: (event: WatchEvent) => void): unknown
  close(): Promise<void>
}

function isWatcher(value: unknown): value is Watcher {
  return typeof value === 'object' && value !== null && 'on' in value && 'close' in value
}

/**
 * Builds the demo for production into `outDir` and rebuilds it whenever one of its sources
 * changes. Resolves once the first build is written (rejects if it fails); a later failed
 * rebuild is reported through `onError` and keeps the last good build in place.
 */
export async function watchBuild(
  config: InlineConfig,
  outDir: string,
  onError: (error: Error) => void,
): Promise<WatchedBuild> {
  const watcher = await build({
    ...config,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, watch: {} },
  })
  if (!isWatcher(watcher)) throw new Error('the demo build did not start in watch mode')
  await new Promise<void>((resolve, reject) => {
    let first = true
    watcher.on('event', (event) => {
      // Each build's result holds resources until it is closed.
      if (event.code === 'BUNDLE_END') void event.result.close()
      if (event.code === 'ERROR') {
        void event.result?.close()
        if (first) reject(event.error)
        else onError(event.error)
        first = false
      }
      if (event.code === 'END') {
        if (first) resolve()
        first = false
      }
    })
  }).catch(async (error: unknown) => {
    await watcher.close()
    throw error
  })
  return { close: () => watcher.close() }
}
