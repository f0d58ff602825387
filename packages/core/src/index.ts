export * from './caip/types.js'
export * from './constants/index.js'
export * from './errors/index.js'
export * from './logger/index.js'
