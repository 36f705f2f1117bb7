export {
  consoleLogger,
  createApiClient,
  fileNameFromDisposition,
  toFormData,
  type ApiClient,
  type BlobResult,
  type ApiClientOptions,
  type ApiLocale,
  type ApiLogger,
  type FormFields,
  type FormFieldValue,
  type FormRequestOptions,
  type ListResult,
  type QueryParams,
  type RequestOptions,
} from './client';
export {
  ApiRequestError,
  ApiSchemaError,
  RequestCanceled,
  isApiRequestError,
  isApiSchemaError,
  isNetworkError,
  isRequestCanceled,
} from './errors';
export { parseErrorBody } from './responses';
export {
  createContentApi,
  type CallOptions,
  type ContentApi,
  type PageViewBody,
  type SearchParams,
  type ServerTranslations,
  type StaticPageKey,
} from './contentApi';
export { subscribeNewsletter } from './newsletterApi';
export {
  createCustomerApi,
  type CustomerApi,
  type CustomerCallOptions,
  type CustomerSessionCallOptions,
} from './customerApi';
export { createKhcnApi, type KhcnApi, type KhcnCallOptions } from './khcnApi';
export {
  createContentItemsApi,
  type ContentCallOptions,
  type ContentItemsApi,
  type ContentListParams,
} from './contentItemsApi';
export { lazyApi, type AsyncApi } from './lazyApi';
export { lazyContentItemsApi, lazyKhcnApi } from './lazyApis';
