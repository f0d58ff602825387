import { createPublicClient, erc20Abi, formatEther, type Hex, http } from 'viem'

/** The balance a person should see: whole ETH with the spec's 3 decimals, read from the chain now. */
export async function expectedBalanceText(rpcUrl: string, address: Hex): Promise<string> {
  const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })
  return `${shownAmount(formatEther(wei))} ETH`
}

/** An amount as the modal shows every balance: thousands grouped, 3 decimals (`10,000.700`). */
export function shownAmount(value: string | number): string {
  return Number(value).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })
}

export async function balanceOf(rpcUrl: string, address: Hex): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })
}

/** What an account holds of an ERC-20, in base units, read from the chain now. */
export async function tokenBalanceOf(rpcUrl: string, token: Hex, account: Hex): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}
