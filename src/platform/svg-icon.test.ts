import { loadSvgIcon, SvgIconError } from './svg-icon';

const parse = (text: string) => (text.trimStart().startsWith('<svg') ? { svg: text } : null);
const serve = (status: number, body: string) => (() => Promise.resolve(new Response(status === 204 || status === 304 ? null : body, { status }))) as unknown as typeof fetch;

describe('loadSvgIcon (docs/spec/errors.md#icon-errors)', () => {
  it.each([200, 203, 299])('gives the svg of a %i', async (status) => {
    await expect(loadSvgIcon('/i.svg', parse, serve(status, '<svg/>'))).resolves.toEqual({ svg: '<svg/>' });
  });

  it.each([
    [404, '<svg/>', 'Error loading SVG'],
    [500, '<svg/>', 'Error loading SVG'],
    [403, '<svg/>', 'Error loading SVG'],
    [200, '<html><body>Not found</body></html>', 'Loaded file is not valid SVG'],
    [200, '', 'Loaded file is not valid SVG'],
  ])('rejects a %i with body %j as "%s"', async (status, body, message) => {
    await expect(loadSvgIcon('/i.svg', parse, serve(status, body))).rejects.toEqual(new SvgIconError(message as 'Error loading SVG', '/i.svg'));
  });

  it('accepts a 3xx it is handed (the status range is 2xx/3xx)', async () => {
    const fetchImpl = (() => Promise.resolve({ status: 304, text: () => Promise.resolve('<svg/>') })) as unknown as typeof fetch;
    await expect(loadSvgIcon('/i.svg', parse, fetchImpl)).resolves.toEqual({ svg: '<svg/>' });
  });

  it('rejects an unreachable file as "Error loading SVG"', async () => {
    const fetchImpl = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(loadSvgIcon('/i.svg', parse, fetchImpl)).rejects.toThrow('Error loading SVG');
  });
});
