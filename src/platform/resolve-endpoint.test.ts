import type { EndpointSpec } from './endpoint-spec';
import { EndpointLookupError, resolveEndpoint } from './resolve-endpoint';

const spec = {
  member: {
    enrolment: {
      start: { method: 'post', url: () => '/member/enrolments' },
      noUrl: { method: 'get' },
      badMethod: { method: 'fetch', url: () => '/x' },
    },
  },
} as unknown as EndpointSpec;

describe('resolveEndpoint (docs/spec/calls.md#endpoint-layer, docs/spec/errors.md#endpoint-layer-errors)', () => {
  it('finds a complete definition by its slash-separated path', () => {
    const log = { error: jest.fn() };
    expect(resolveEndpoint(spec, 'member/enrolment/start', log).method).toBe('post');
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a namespace, not a definition', 'member/enrolment', "[http] Given path 'member/enrolment' incomplete."],
    ['a definition without a URL builder', 'member/enrolment/noUrl', "[http] Given path 'member/enrolment/noUrl' incomplete."],
    ['a definition with an unknown method', 'member/enrolment/badMethod', "[http] Given path 'member/enrolment/badMethod' incomplete."],
    ['a path that names nothing', 'member/nothing', "Unable to find configs for 'member/nothing'"],
    ['a path past a definition', 'member/enrolment/start/url', "Unable to find configs for 'member/enrolment/start/url'"],
    ['an empty path', '', "Unable to find configs for ''"],
    ['an inherited property', 'toString', "Unable to find configs for 'toString'"],
    ['a number', 42, 'Invalid namespace provided. Aborting'],
    ['undefined', undefined, 'Invalid namespace provided. Aborting'],
    ['an array of segments', ['member', 'enrolment'], 'Invalid namespace provided. Aborting'],
  ])('for %s writes the console error and throws', (_case, namespace, message) => {
    const log = { error: jest.fn() };
    expect(() => resolveEndpoint(spec, namespace, log)).toThrow(new EndpointLookupError(message));
    expect(log.error).toHaveBeenCalledWith(message);
  });
});
