import { parseCaipAddress } from '../caip/caipAddress.js'
import type { CaipNetwork, CaipNetworkId } from '../caip/types.js'
import type { SendToken } from './sendState.js'

type Fields = Record<string, unknown>

const record = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null ? (value as Fields) : undefined
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined
const DECIMAL_TEXT = /^\d+(\.\d+)?$/

function decimalsOf(entry: Fields): number | undefined {
  const raw = entry.decimals ?? record(entry.quantity)?.decimals
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 255 ? value : undefined
}

/** The contract address of a CAIP-10 token address on `caipNetworkId`; undefined when it is elsewhere or malformed. */
function contractOn(caipAddress: string, caipNetworkId: CaipNetworkId): string | undefined {
  try {
    const { chainNamespace, chainId, address } = parseCaipAddress(caipAddress)
    return `${chainNamespace}:${chainId}` === caipNetworkId ? address : undefined
  } catch {
    return undefined
  }
}

export type SendableTokensParameters = {
  network: CaipNetwork
  /** The account's native balance as the client read it from the chain (whole units). */
  nativeBalance?: string
  /** Token balances as the blockchain service lists them (spec §3 "Token balance"), read field by field. */
  balances: readonly unknown[]
}

/**
 * What Send offers: the network's native coin first (with the balance the client read from the
 * chain, else the service's), then every fungible token the account holds on that network.
 * Entries of other networks, without a usable balance or decimals, or with a malformed
 * address are left out.
 */
export function sendableTokens({ network, nativeBalance, balances }: SendableTokensParameters): SendToken[] {
  const { caipNetworkId, nativeCurrency } = network
  let native: SendToken | undefined
  const tokens: SendToken[] = []
  const seen = new Set<string>()
  for (const item of balances) {
    const entry = record(item)
    const balance = text(record(entry?.quantity)?.numeric)
    if (!entry || !balance || !DECIMAL_TEXT.test(balance) || text(entry.chainId) !== caipNetworkId) continue
    const iconUrl = text(entry.iconUrl)
    const caipAddress = text(entry.address)
    if (caipAddress === undefined) {
      native ??= {
        name: text(entry.name) ?? nativeCurrency.name,
        symbol: nativeCurrency.symbol,
        decimals: nativeCurrency.decimals,
        caipNetworkId,
        balance,
        ...(iconUrl ? { iconUrl } : {}),
      }
      continue
    }
    const address = contractOn(caipAddress, caipNetworkId)
    const name = text(entry.name)
    const symbol = text(entry.symbol)
    const decimals = decimalsOf(entry)
    if (!address || !name || !symbol || decimals === undefined || seen.has(address.toLowerCase())) continue
    seen.add(address.toLowerCase())
    tokens.push({ name, symbol, decimals, caipNetworkId, address, balance, ...(iconUrl ? { iconUrl } : {}) })
  }
  const chainBalance =
    nativeBalance !== undefined && DECIMAL_TEXT.test(nativeBalance) ? nativeBalance : undefined
  if (native && chainBalance) native = { ...native, balance: chainBalance }
  if (!native && chainBalance)
    native = {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
      caipNetworkId,
      balance: chainBalance,
    }
  return native ? [native, ...tokens] : tokens
}
