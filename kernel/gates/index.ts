export { isOn, resolveFeatures, type ResolveFeaturesInput, type ResolvedFeatures } from './resolveFeatures.js'
