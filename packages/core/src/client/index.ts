export type * from './types.js'
export { FEATURE_VIEWS, VIEWS, type View } from './views.js'
