import { bsc as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

export const bsc = /* @__PURE__ */ fromViemChain(chain, { imageId: 'bnb' })
