/**
 * The line a person reads for a failed call: a SigilError's short message, else the error's,
 * without a closing full stop so that a panel can frame it ("Not signed: …").
 */
export function errorText(error: unknown): string {
  return rawText(error).replace(/\.$/, '')
}

function rawText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage !== '') return shortMessage
    if (typeof message === 'string' && message !== '') return message
  }
  return String(error)
}
