export { createAnalytics, errorWindowMs, maxErrorEvents, type Analytics, type AnalyticsOptions } from './createAnalytics.js'
export { connectAnalytics } from './connectAnalytics.js'
