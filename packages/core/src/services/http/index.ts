export { buildUrl, type QueryParams, type QueryValue } from './buildUrl.js'
export {
  createHttpClient,
  DEFAULT_HTTP_TIMEOUT_MS,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
} from './createHttpClient.js'
export { HttpStatusError, isHttpStatusError, serverMessage } from './HttpStatusError.js'
export { type ServiceName, type ServiceProblem, serviceProblem } from './serviceProblem.js'
