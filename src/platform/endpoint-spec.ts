import type { EndpointKind } from './request-deadlines';

/** The HTTP methods an endpoint definition may use (docs/spec/calls.md#endpoint-layer). */
export const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'head', 'patch', 'options'] as const;

/** An HTTP method of an endpoint definition. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Methods whose call takes a body first, then the config (docs/spec/calls.md#endpoint-layer). */
export const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['put', 'post', 'patch', 'delete']);

/** The API base `{host}` and the member API base `{host}/member` (docs/spec/calls.md#api-bases). */
export interface ApiBases {
  api: string;
  member: string;
}

/** Data every endpoint's config may be computed from (the interface language, for example). */
export type SharedData = Readonly<Record<string, unknown>>;

/** Per-request settings: extra headers, keepalive, an abort signal. */
export interface RequestConfig {
  headers?: Record<string, string>;
  keepalive?: boolean;
  signal?: AbortSignal;
}

/** Parameters a URL builder takes. */
export type UrlParams = Readonly<Record<string, string>>;

/** One endpoint: a method, a URL builder, its kind (which sets its deadline), an optional config computed from shared data, optional meta. */
export interface EndpointDefinition {
  method: HttpMethod;
  url: (params: UrlParams, bases: ApiBases) => string;
  kind?: EndpointKind;
  config?: (shared: SharedData) => RequestConfig;
  meta?: Readonly<Record<string, unknown>>;
}

/** A per-module specification: namespaces nesting down to endpoint definitions. */
export interface EndpointSpec {
  readonly [segment: string]: EndpointSpec | EndpointDefinition;
}

/** The bases for a host; an empty host means the page's own origin (relative URLs). */
export function apiBases(host: string): ApiBases {
  const api = host.replace(/\/+$/, '');
  return { api, member: `${api}/member` };
}
