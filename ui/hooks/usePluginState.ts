// In useHatchState.ts: it is useHatchState on a plugin's slice, and a module of its own was a chunk of its own in a host's build.
export { usePluginState } from './useHatchState.js'
