/**
 * Speed of the hot core checks, as operations per second. A plain loop timed with
 * process.hrtime, run with `npm run bench:core`; it is a measurement, not a test.
 */
import { parseCaipAddress } from '../src/caip/caipAddress.js'
import { parseCaipNetworkId } from '../src/caip/caipNetworkId.js'
import { createAddressValidator, isEvmAddress } from '../src/validation/evmAddress.js'

const ITERATIONS = 200_000
const ADDRESSES = Array.from({ length: 1_000 }, (_, i) =>
  // Mixed case so that strict mode has a checksum to compute.
  `0x${(i + 1).toString(16).padStart(40, 'a')}`.replace(/a/g, (_, offset: number) =>
    offset % 2 ? 'A' : 'a',
  ),
)

function measure(name: string, run: (i: number) => unknown): void {
  for (let i = 0; i < 1_000; i++) run(i)
  const start = process.hrtime.bigint()
  for (let i = 0; i < ITERATIONS; i++) run(i)
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  console.log(`${name.padEnd(40)} ${Math.round(ITERATIONS / seconds).toLocaleString('en-US')} ops/s`)
}

const validator = createAddressValidator()
const at = (i: number) => ADDRESSES[i % ADDRESSES.length] as string

measure('isEvmAddress lenient, uncached', (i) => isEvmAddress(at(i)))
measure('isEvmAddress strict, uncached', (i) => isEvmAddress(at(i), { strict: true }))
measure('validator.isEvmAddress strict, cached', (i) => validator.isEvmAddress(at(i), { strict: true }))
measure('parseCaipNetworkId', () => parseCaipNetworkId('eip155:8453'))
measure('parseCaipAddress', (i) => parseCaipAddress(`eip155:1:${at(i)}`))
