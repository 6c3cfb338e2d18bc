export * from './chain.js'
export * from './connector.js'
export * from './state.js'
