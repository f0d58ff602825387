import { MAX_BLOB_DATA_BYTES } from '../constants/index.js'
import { createError } from '../errors/createError.js'
import { BLOB_SIZE_TOO_LARGE } from '../errors/definitions.js'

/** The byte length of hex (`0x…`) or raw data. */
function byteLength(data: `0x${string}` | Uint8Array): number {
  return typeof data === 'string' ? Math.ceil((data.length - 2) / 2) : data.length
}

/** Blob data may be at most 761855 bytes: 6 blobs less the encoding's overhead. */
export function assertBlobDataSize(data: `0x${string}` | Uint8Array): void {
  const size = byteLength(data)
  if (size > MAX_BLOB_DATA_BYTES)
    throw createError(BLOB_SIZE_TOO_LARGE, {}, { details: `Blob data is ${size} bytes long.` })
}
