import { polygon as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

export const polygon = /* @__PURE__ */ fromViemChain(chain, { imageId: 'polygon' })
