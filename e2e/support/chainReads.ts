import { createPublicClient, erc20Abi, formatEther, type Hex, http } from 'viem'

/** The balance a person should see: whole ETH with the spec's 3 decimals, read from the chain now. */
export async function expectedBalanceText(rpcUrl: string, address: Hex): Promise<string> {
  const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })
  return `${Number(formatEther(wei)).toFixed(3)} ETH`
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
