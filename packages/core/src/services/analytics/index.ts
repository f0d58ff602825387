export { connectAnalytics } from './connectAnalytics.js'
export {
  type AnalyticsClient,
  type AnalyticsClientOptions,
  createAnalyticsClient,
  ERROR_REPORT_WINDOW_MS,
  ERROR_REPORTS_PER_WINDOW,
} from './createAnalyticsClient.js'
export { createSlidingWindowLimiter, type RateLimiter } from './createSlidingWindowLimiter.js'
export {
  type AnalyticsEventBody,
  type AnalyticsProps,
  errorReport,
  internalSdkErrorEvent,
  socialLoginSuccessEvent,
} from './events.js'
