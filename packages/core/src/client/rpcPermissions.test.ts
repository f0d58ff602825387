import { describe, expect, it } from 'vitest'
import { getRpcPermission, NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './rpcPermissions.js'

describe('rpc permissions', () => {
  it('R-SEC-05 the not-safe list is exactly the one of spec §6', () => {
    expect([...NOT_SAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
  })

  it('R-SEC-04 the safe list holds read-only queries and eth_sendRawTransaction only', () => {
    for (const method of SAFE_RPC_METHODS) {
      const readOnly =
        /^eth_(get|call|chainId|blockNumber|estimateGas|feeHistory|gasPrice|maxPriority|accounts|syncing|new|uninstall)/.test(
          method,
        )
      const walletRead = /^wallet_get/.test(method)
      expect(readOnly || walletRead || method === 'eth_sendRawTransaction').toBe(true)
      expect(getRpcPermission(method)).toBe('safe')
    }
    expect(SAFE_RPC_METHODS.some((m) => (NOT_SAFE_RPC_METHODS as readonly string[]).includes(m))).toBe(false)
  })

  it('R-SEC-02 a method on neither list throws RPC_METHOD_NOT_ALLOWED', () => {
    for (const method of ['eth_sign', 'wallet_addEthereumChain', 'debug_traceTransaction', ''])
      expect(() => getRpcPermission(method)).toThrowError(
        expect.objectContaining({ code: 'RPC_METHOD_NOT_ALLOWED' }),
      )
  })
})
