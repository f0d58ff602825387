export { silentLogger } from './silentLogger.js'
