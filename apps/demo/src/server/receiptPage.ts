import { escapeMarkup } from '@sigil/devnet'
import { formatEther, type Transaction, type TransactionReceipt } from 'viem'

const STYLE = `
  body{margin:0;font:15px/1.5 ui-sans-serif,system-ui,sans-serif;background:#f6f7fb;color:#15161c}
  main{max-width:760px;margin:40px auto;padding:24px;background:#fff;border:1px solid #e4e6ef;border-radius:14px}
  h1{font-size:20px;margin:0 0 4px}
  .hash{font-family:ui-monospace,monospace;font-size:13px;color:#6b6f80;overflow-wrap:anywhere}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 20px;margin:20px 0}
  dt{color:#6b6f80}dd{margin:0;font-family:ui-monospace,monospace;font-size:13px;overflow-wrap:anywhere}
  .success{color:#1d7a46}.reverted{color:#c4314b}
  pre{background:#f6f7fb;border-radius:10px;padding:12px;font-size:12px;white-space:pre-wrap;overflow-wrap:anywhere}
  @media (prefers-color-scheme:dark){body{background:#101116;color:#eceef6}main{background:#191a22;border-color:#2a2c38}pre{background:#101116}}
`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

const json = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)

/** A mined transaction as a person reads it: status, block, parties, value, gas, then the raw receipt. */
export function receiptPage(
  chainName: string,
  receipt: TransactionReceipt,
  transaction: Transaction,
): string {
  const rows: [string, string, string?][] = [
    ['Status', receipt.status, receipt.status],
    ['Network', chainName],
    ['Block', receipt.blockNumber.toString()],
    ['From', receipt.from],
    ['To', receipt.to ?? '(contract creation)'],
    ['Value', `${formatEther(transaction.value)} ETH`],
    ['Gas used', receipt.gasUsed.toString()],
  ]
  const facts = rows
    .map(
      ([label, value, tone]) =>
        `<dt>${escapeMarkup(label)}</dt><dd${tone ? ` class="${tone}"` : ''} data-field="${escapeMarkup(label.toLowerCase())}">${escapeMarkup(value)}</dd>`,
    )
    .join('')
  return page(
    `Transaction ${receipt.transactionHash}`,
    `<h1>Transaction receipt</h1><p class="hash" data-field="hash">${escapeMarkup(receipt.transactionHash)}</p><dl>${facts}</dl><pre>${escapeMarkup(json(receipt))}</pre>`,
  )
}

/** A page that explains why there is no receipt to show. */
export function errorPage(title: string, text: string): string {
  return page(title, `<h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(text)}</p>`)
}
