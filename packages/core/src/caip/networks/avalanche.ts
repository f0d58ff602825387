import { avalanche as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

export const avalanche = /* @__PURE__ */ fromViemChain(chain, { imageId: 'avalanche' })
