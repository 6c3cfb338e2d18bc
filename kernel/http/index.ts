export { createHttpClient, firstIssue, httpBodyOf, httpStatusOf, type HttpClientOptions } from './createHttpClient.js'
export { fetchJsonRpc, retryAfterMs, rpcRetryPolicy, type FetchJsonRpcOptions, type JsonRpcRequest, type RpcRetryPolicy } from './fetchJsonRpc.js'
export { describeUrl, timedFetch, type FetchLike, type TimedFetchOptions } from './timedFetch.js'
export type { HttpClient, HttpRequest } from './types.js'
