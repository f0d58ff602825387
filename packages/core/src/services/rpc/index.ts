export {
  createJsonRpcClient,
  type JsonRpcCall,
  type JsonRpcClientOptions,
  type JsonRpcErrorObject,
  JsonRpcResponseError,
} from './createJsonRpcClient.js'
export { defaultRpcUrls } from './defaultRpcUrls.js'
export { hostedRpcUrl, relayRpcUrl } from './rpcUrls.js'
