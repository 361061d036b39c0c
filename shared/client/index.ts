// sitewright/client: the typed TypeScript client of the Sitewright API.
export { Sitewright, type GenerateOptions, type RetryNotice, type SitewrightOptions, type WaitOptions } from './sitewright.ts';
export {
  ConflictError,
  ConnectionError,
  ErasedError,
  InternalError,
  InvalidRequestError,
  NotFoundError,
  PayloadTooLargeError,
  QuotaExceededError,
  RateLimitedError,
  SitewrightError,
  UnauthorizedError,
  UnavailableError,
  UnexpectedResponseError,
  UnsafePathError,
  UnsupportedMediaTypeError,
  WaitTimeoutError,
  errorFromAnswer,
  type ClientErrorCode,
  type SitewrightErrorCode,
} from './errors.ts';
export { writeFiles, type WriteFilesOptions } from './write-files.ts';
export { binaryFile, fileBytes, fileSize } from './file-bytes.ts';
export {
  isFinalStatus,
  type ApiErrorCode,
  type BrandChecks,
  type DeploymentResponse,
  type DesignTokensDocument,
  type EditTarget,
  type GenerateRequest,
  type GenerateResponse,
  type Job,
  type JobFile,
  type JobScreenshot,
  type JobStatus,
  type ScreenshotDevice,
} from './types.ts';
