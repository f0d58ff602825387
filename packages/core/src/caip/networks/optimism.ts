import { optimism as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

export const optimism = /* @__PURE__ */ fromViemChain(chain, { imageId: 'optimism', stack: 'op-stack' })
