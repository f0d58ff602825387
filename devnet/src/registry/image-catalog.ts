/** Ids known to the image routes; any other id gets a 404. */
export const ASSET_IMAGE_IDS = [
  'ethereum',
  'optimism',
  'bnb',
  'polygon',
  'zksync',
  'base',
  'arbitrum',
  'avalanche',
  'solana',
  'bitcoin',
  'eip155',
  'polkadot',
  'cosmos',
  'near',
  'walletconnect',
  'browser',
  'email',
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]
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
