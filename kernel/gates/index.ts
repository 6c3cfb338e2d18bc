export { isOn } from './isOn.js'
export { resolveFeatures, type ResolveFeaturesInput, type ResolvedFeatures } from './resolveFeatures.js'
