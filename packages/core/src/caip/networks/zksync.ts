import { zksync as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

export const zksync = /* @__PURE__ */ fromViemChain(chain, { imageId: 'zksync', stack: 'zksync' })
