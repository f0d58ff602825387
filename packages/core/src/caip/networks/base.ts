import { base as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

export const base = /* @__PURE__ */ fromViemChain(chain, { imageId: 'base', stack: 'op-stack' })
