// npm run devnet [-- --port 8600] [--json] [--verbose] [--wallets 10000]
import { parseArgs } from 'node:util'
import { startDevnet } from './start-devnet.js'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8600' },
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    wallets: { type: 'string' },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`)
  process.exit(2)
}

const starting = startDevnet({
  port,
  secureSitePort: port === 0 ? 0 : port + 1,
  walletCount: values.wallets === undefined ? undefined : Number(values.wallets),
  log: { level: values.verbose ? 'debug' : values.json ? 'silent' : 'info' },
})

// The stop handlers are in place before anything is printed: a supervisor that reads "ready" and
// at once sends SIGTERM must meet them, not the default action, which ends the process without
// its exit hook and leaves the anvils running. A signal during start-up stops once started.
let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  if (!values.json) console.error(`\n${signal}: stopping devnet`)
  starting
    .then((devnet) => devnet.stop())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGHUP', () => shutdown('SIGHUP'))
// Run through a launcher (tsx, npm) that went away without passing the signal on: stop too.
const launcher = process.ppid
setInterval(() => {
  if (process.ppid !== launcher) shutdown('launcher exited')
}, 1_000).unref()
// A reader that went away (`npm run devnet | head -1`): writing fails with EPIPE; stop rather than
// die on the unhandled stream error. Any other exit still kills the anvils (chain/anvil-children.ts).
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') shutdown('EPIPE')
    else throw error
  })

const devnet = await starting

if (values.json) {
  const { urls, chains, mnemonic, accounts, contracts, solanaKeys, bitcoinKeys, projectId, startupMs } =
    devnet
  console.log(
    JSON.stringify(
      { urls, chains, mnemonic, accounts, contracts, solanaKeys, bitcoinKeys, projectId, startupMs },
      null,
      2,
    ),
  )
} else {
  const lines = [
    `Sigil devnet ready in ${devnet.startupMs} ms`,
    '',
    `  registryUrl    ${devnet.urls.registry}`,
    `  blockchainUrl  ${devnet.urls.blockchain}`,
    `  analyticsUrl   ${devnet.urls.analytics}`,
    `  onramp         ${devnet.urls.onramp}`,
    `  relayUrl       ${devnet.urls.relay}`,
    `  admin          ${devnet.urls.admin}`,
    `  embeddedWallet ${devnet.urls.embeddedWallet}  (sign-in codes are printed below)`,
    ...devnet.chains.map(
      (chain) =>
        `  ${chain.caipId.padEnd(14)} ${chain.rpcUrl}  (fallback ${chain.rpcFallbackUrl})  ${chain.name}`,
    ),
    ...Object.entries(devnet.contracts).map(
      ([chainId, contracts]) =>
        `  contracts ${chainId}  dUSD ${contracts.erc20}  DNC ${contracts.erc721}  FREE ${contracts.spamErc721}  swap ${contracts.swap}`,
    ),
    `  solana         ${devnet.urls.solana}  (litesvm; JSON-RPC over HTTP, no WebSocket)`,
    ...devnet.solanaKeys.map(
      (key) => `  solana key ${key.index}   ${key.address}  secret ${key.secretKey}  (${key.role})`,
    ),
    ...devnet.bitcoinKeys.map(
      (key) =>
        `  bitcoin key ${key.index}  ${key.payment}  (1 BTC on Bitcoin Testnet, a table: no node; private key sha256("${key.label}"))`,
    ),
    `  projectId      ${devnet.projectId}`,
    `  mnemonic       ${devnet.mnemonic}`,
    `  account 0      ${devnet.accounts[0]!.address}`,
    '',
    'Press Ctrl+C to stop.',
  ]
  console.log(lines.join('\n'))
}
