// In useHatch.ts: one line of code, and a module of its own was a chunk of its own in a host's build.
export { useRouter } from './useHatch.js'
