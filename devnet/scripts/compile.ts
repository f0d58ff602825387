// Compiles devnet/contracts/*.sol with the solc npm package and writes the ABI and
// bytecode to devnet/contracts/build/<Contract>.json. Run it after editing a contract:
//   npx tsx devnet/scripts/compile.ts
// Start-up reads the committed build output, so starting devnet never compiles.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

interface CompiledContract {
  abi: unknown[]
  evm: { bytecode: { object: string } }
}

interface CompilerOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, CompiledContract>>
}

const contractsDir = fileURLToPath(new URL('../contracts/', import.meta.url))
const buildDir = join(contractsDir, 'build')

const sources = Object.fromEntries(
  readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
)

const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

const output = JSON.parse(solc.compile(JSON.stringify(input))) as CompilerOutput
const problems = (output.errors ?? []).filter((entry) => entry.severity === 'error')
if (problems.length > 0) {
  for (const problem of problems) console.error(problem.formattedMessage)
  process.exit(1)
}

for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
  for (const [contractName, compiled] of Object.entries(contracts)) {
    if (compiled.evm.bytecode.object.length === 0) continue
    const artifact = {
      contractName,
      sourceName: file,
      compiler: `solc ${solc.version()}`,
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
    }
    writeFileSync(join(buildDir, `${contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`compiled ${contractName} (${compiled.evm.bytecode.object.length / 2} bytes)`)
  }
}
