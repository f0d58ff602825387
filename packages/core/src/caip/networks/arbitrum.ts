import { arbitrum as chain } from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

export const arbitrum = /* @__PURE__ */ fromViemChain(chain, { imageId: 'arbitrum' })
