/** Where the dev wallet sends its EIP-5792 calls: the demo server, same origin (loopback only). */
export const DEV_WALLET_BATCHES_PATH = '/dev-wallet/batches'
