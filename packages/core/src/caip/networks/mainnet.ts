import { mainnet as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

export const mainnet = /* @__PURE__ */ fromViemChain(chain, { imageId: 'ethereum' })
