interface ImportMetaEnv {
  readonly VITE_SIGIL_DEVNET?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
