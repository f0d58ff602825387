import { build, type Rolldown } from 'vite'

const ENTRY_ID = 'virtual:evm-page'

/** How a page is bundled: minified (to measure bytes), and with the `browser` export condition. */
export type BundlePageOptions = { minify?: boolean; browser?: boolean }

/** Bundles a page's entry in memory and returns the entry chunk and the lazily loaded ones apart. */
export async function bundlePage(
  entry: string,
  { minify = false, browser = false }: BundlePageOptions = {},
): Promise<{ initial: string; lazy: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: {
      conditions: ['sigil-source', 'module', ...(browser ? ['browser'] : []), 'import', 'default'],
    },
    plugins: [
      {
        name: 'evm-page',
        enforce: 'pre',
        resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
        load: (id) => (id === `\0${ENTRY_ID}` ? entry : undefined),
      },
    ],
    build: { write: false, minify, modulePreload: false, rollupOptions: { input: ENTRY_ID } },
  })
  const { chunks, initial } = splitChunks(result)
  const code = (inInitial: boolean) =>
    chunks
      .filter((chunk) => initial.has(chunk.fileName) === inInitial)
      .map((chunk) => chunk.code)
      .join('\n')
  return { initial: code(true), lazy: code(false) }
}

/**
 * The chunks of an in-memory Vite build, and the names of those a page loads at start: the
 * entries and what they import statically, transitively. The rest load lazily.
 */
export function splitChunks(result: Awaited<ReturnType<typeof build>>): {
  chunks: Rolldown.OutputChunk[]
  initial: Set<string>
} {
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => (output as Rolldown.RolldownOutput).output)
    .filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk')
  const initial = new Set<string>()
  const visit = (name: string) => {
    if (initial.has(name)) return
    initial.add(name)
    for (const imported of chunks.find((chunk) => chunk.fileName === name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  return { chunks, initial }
}
