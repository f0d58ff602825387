export { devnetAdmin, type FaultMode, type RecordedRequest } from './devnetAdmin.js'
export { devnetBlockchainClient } from './devnetBlockchainClient.js'
export { devnetNetwork, evmNetwork } from './evmNetwork.js'
export { clearFaultsAndRequests, type DevnetAdmin, useDevnet } from './useDevnet.js'
