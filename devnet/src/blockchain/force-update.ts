import { isAddress } from 'viem'
import { invalidAddress, ServiceRefusal } from '../http/http-error.js'

/**
 * Checks the `forceUpdate` query of the balance route as blockchain-api's balance handler does:
 * a comma-separated list of CAIP-10 token addresses on an EVM chain, every one parsed, so
 * `true` or a malformed entry is its 400 "The address provided is invalid", and any other
 * namespace its "Unsupported namespace". devnet reads balances from the chain on every call, so
 * a valid list changes nothing in the answer.
 */
export function checkForceUpdate(forceUpdate: string | null, chainId: string | null): void {
  if (forceUpdate === null) return
  const namespace = chainId?.split(':')[0] ?? 'eip155'
  if (namespace !== 'eip155')
    throw new ServiceRefusal({
      status: 400,
      body: {
        status: 'FAILED',
        reasons: [{ field: 'address', description: `Unsupported namespace: ${namespace}` }],
      },
    })
  for (const caip10 of forceUpdate.split(',')) {
    const [prefix, reference, address, ...rest] = caip10.split(':')
    const wellFormed =
      prefix !== undefined &&
      /^[-a-z0-9]{3,8}$/.test(prefix) &&
      reference !== undefined &&
      /^[-_a-zA-Z0-9]{1,32}$/.test(reference) &&
      rest.length === 0 &&
      address !== undefined &&
      isAddress(address, { strict: false })
    if (!wellFormed) throw invalidAddress()
  }
}
