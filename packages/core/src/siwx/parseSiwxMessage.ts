import type { CaipNetworkId } from '../caip/types.js'
import { namespaceOfLabel } from './accountLabels.js'
import { SiwxError } from './SiwxError.js'
import type { SiwxMessage } from './types.js'

const HEADER = /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/)?(\S+) wants you to sign in with your (\w+) account:$/
const FIELDS = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const
const REQUIRED = new Set(['uri', 'version', 'chainId', 'nonce'])
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

function malformed(why: string): never {
  throw new SiwxError('malformed', `This is not a sign-in message: ${why}`)
}

/**
 * Reads EIP-4361 text (and the CAIP-122 form for Solana and Bitcoin) back into its fields.
 * Fields must come in the standard order; anything else is refused as malformed.
 */
export function parseSiwxMessage(text: string): SiwxMessage {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header) malformed('the first line is not "… wants you to sign in with your … account:"')
  const namespace = namespaceOfLabel(header[2] ?? '')
  if (!namespace) malformed(`"${header[2]}" accounts are not known`)
  const accountAddress = lines[1] ?? ''
  if (!/^\S+$/.test(accountAddress)) malformed('the second line must be the address')
  if (lines[2] !== '') malformed('a blank line must follow the address')
  let index = 3
  let statement: string | undefined
  if (lines[index] !== '') {
    statement = lines[index]
    index += 1
    if (lines[index] !== '') malformed('a blank line must follow the statement')
  }
  index += 1
  const values: Record<string, string> = {}
  let fieldIndex = 0
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    if (line === 'Resources:') break
    let matched = false
    while (fieldIndex < FIELDS.length) {
      const [label, key] = FIELDS[fieldIndex] as (typeof FIELDS)[number]
      fieldIndex += 1
      if (line.startsWith(`${label}: `)) {
        values[key] = line.slice(label.length + 2)
        matched = true
        break
      }
      if (REQUIRED.has(key)) malformed(`expected "${label}:" but read "${line}"`)
    }
    if (!matched) malformed(`unexpected line "${line}"`)
  }
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    resources = []
    for (index += 1; index < lines.length; index += 1) {
      const line = lines[index] ?? ''
      if (!line.startsWith('- ')) malformed(`unexpected line "${line}" in resources`)
      resources.push(line.slice(2))
    }
  }
  for (const key of REQUIRED) if (values[key] === undefined) malformed(`the ${key} is missing`)
  if (values.version !== '1') malformed(`version ${values.version} is not supported`)
  if (!/^[a-zA-Z0-9]{8,}$/.test(values.nonce ?? ''))
    malformed('the nonce must be 8 or more letters and digits')
  for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const)
    if (values[key] !== undefined && !ISO_TIME.test(values[key]))
      malformed(`the ${key} is not an ISO 8601 time`)
  const message: SiwxMessage = {
    domain: header[1] ?? '',
    accountAddress,
    chainId: `${namespace}:${values.chainId}` as CaipNetworkId,
    uri: values.uri ?? '',
    version: '1',
    nonce: values.nonce ?? '',
  }
  if (statement !== undefined) message.statement = statement
  if (values.issuedAt !== undefined) message.issuedAt = values.issuedAt
  if (values.expirationTime !== undefined) message.expirationTime = values.expirationTime
  if (values.notBefore !== undefined) message.notBefore = values.notBefore
  if (values.requestId !== undefined) message.requestId = values.requestId
  if (resources !== undefined) message.resources = resources
  return message
}
