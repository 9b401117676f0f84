import { resumeTokenOf } from './resume-page-address';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNO_-';

describe('resumeTokenOf', () => {
  it('reads the token from the resume page\'s fragment', () => {
    expect(resumeTokenOf({ pathname: '/v3/dist/resume', hash: `#${TOKEN}` })).toBe(TOKEN);
    expect(resumeTokenOf({ pathname: '/v3/dist/resume/', hash: `#${TOKEN}` })).toBe(TOKEN);
  });

  it('gives an empty token for a missing or malformed one', () => {
    for (const hash of ['', '#', `#${TOKEN}x`, '#<script>', `#${TOKEN.slice(1)}`]) expect(resumeTokenOf({ pathname: '/v3/dist/resume', hash })).toBe('');
  });

  it('is undefined on every other page, even with a fragment', () => {
    for (const pathname of ['/v3/dist/', '/v3/dist/profile', '/v3/dist/resumes', '/resume']) expect(resumeTokenOf({ pathname, hash: `#${TOKEN}` })).toBeUndefined();
  });
});
