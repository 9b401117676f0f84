import { HTTP_METHODS, type EndpointDefinition, type EndpointSpec } from './endpoint-spec';

/** The fixed tag the HTTP layer puts before its own console messages. */
export const HTTP_TAG = '[http]';

/** The endpoint layer's console messages (docs/spec/errors.md#endpoint-layer-errors), exactly. */
export const ENDPOINT_MESSAGES = {
  incomplete: (path: string) => `${HTTP_TAG} Given path '${path}' incomplete.`,
  notFound: (path: string) => `Unable to find configs for '${path}'`,
  invalidNamespace: 'Invalid namespace provided. Aborting',
} as const;

/** Raised after the console message when a namespace does not name a complete endpoint. */
export class EndpointLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EndpointLookupError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a node has both a URL builder and a known HTTP method. */
export function isCompleteDefinition(node: unknown): node is EndpointDefinition {
  return isObject(node) && typeof node.url === 'function' && (HTTP_METHODS as readonly unknown[]).includes(node.method);
}

/**
 * Looks an endpoint up by a slash-separated namespace path ("member/enrolment/start"). Writes the
 * console error (docs/spec/errors.md#endpoint-layer-errors) and throws when the namespace is not a string, names nothing, or names an
 * incomplete definition.
 */
export function resolveEndpoint(spec: EndpointSpec, namespace: unknown, log: Pick<Console, 'error'> = console): EndpointDefinition {
  if (typeof namespace !== 'string') {
    log.error(ENDPOINT_MESSAGES.invalidNamespace);
    throw new EndpointLookupError(ENDPOINT_MESSAGES.invalidNamespace);
  }
  let node: unknown = spec;
  for (const segment of namespace.split('/')) {
    // Only namespaces are walked into: a definition's own fields (url, method) are not paths.
    if (!isObject(node) || isCompleteDefinition(node) || !Object.prototype.hasOwnProperty.call(node, segment)) {
      node = undefined;
      break;
    }
    node = node[segment];
  }
  if (node === undefined) {
    log.error(ENDPOINT_MESSAGES.notFound(namespace));
    throw new EndpointLookupError(ENDPOINT_MESSAGES.notFound(namespace));
  }
  if (!isCompleteDefinition(node)) {
    log.error(ENDPOINT_MESSAGES.incomplete(namespace));
    throw new EndpointLookupError(ENDPOINT_MESSAGES.incomplete(namespace));
  }
  return node;
}
