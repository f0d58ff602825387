/**
 * The registry's asset ids (`GET /public/getAssetImage/{id}`) and what each image shows: the
 * networks' and connectors' ids as AppKit's presets list them; any other id is a 404, as an
 * unknown id is on the hosted registry.
 */
export const ASSET_IMAGES: Readonly<Record<string, string>> = {
  'ba0ba0cd-17c6-4806-ad93-f9d174f17900': 'Ethereum',
  '3bff954d-5cb0-47a0-9a23-d20192e74600': 'Arbitrum',
  '30c46e53-e989-45fb-4549-be3bd4eb3b00': 'Avalanche',
  '93564157-2e8e-4ce7-81df-b264dbee9b00': 'BNB',
  'ab9c186a-c52f-464b-2906-ca59d760a400': 'Optimism',
  '41d04d42-da3b-4453-8506-668cc0727900': 'Polygon',
  'b310f07f-4ef7-49f3-7073-2a0a39685800': 'zkSync',
  '7289c336-3981-4081-c5f4-efc26ac64a00': 'Base',
  'e909ea0a-f92a-4512-c8fc-748044ea6800': 'Sepolia',
  'a18a7ecd-e307-4360-4746-283182228e00': 'Base Sepolia',
  'a1b58899-f671-4276-6a5e-56ca5bd59700': 'Solana',
  '0b4838db-0161-4ffe-022d-532bf03dba00': 'Bitcoin',
  '39354064-d79b-420b-065d-f980c4b78200': 'Bitcoin Testnet',
  'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400': 'WalletConnect',
  '07ba87ed-43aa-4adf-4540-9e6a2b9cae00': 'Browser Wallet',
  '0c2840c3-5b04-4c44-9661-fbd4b49e1800': 'Coinbase',
  '461db637-8616-43ce-035a-d89b8a1d5800': 'Safe',
  '54a1aa77-d202-4f8d-0fb2-5d2bb6db0300': 'Ledger',
}
export const CURRENCY_IMAGE_IDS = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF']
export const TOKEN_IMAGE_IDS = [
  'ETH',
  'dUSD',
  'DNC',
  'FREE',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'SOL',
  'BTC',
  'POL',
  'OP',
  'ARB',
  'BNB',
  'AVAX',
]

/** Up to three letters to draw on an image: initials of a name, or the start of a symbol. */
export function imageLabel(text: string): string {
  const words = text.split(/[\s-]+/).filter((word) => word !== '')
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('')
  return text.slice(0, 3)
}
