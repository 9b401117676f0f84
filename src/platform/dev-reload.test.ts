import { carriedProgress } from './dev-reload';

describe('carriedProgress (npm run dev after a flow edit)', () => {
  it('keeps the enrolment and flags, takes the server\'s re-validated answers and resume step, and drops drafts', () => {
    const saved = {
      flowHash: 'old', enrolmentId: 'e-1', stepId: 'region', flags: { showIrbConsent: false },
      answers: { language: { language: 'EN' }, country: { country: 'US' }, profile: { firstName: 'Ana' } },
      drafts: { region: { region: 'N' } }, visited: ['language', 'country', 'region'], returnTo: 'review',
    };
    expect(saved.drafts).not.toEqual({});
    const carried = carriedProgress(saved, { flowHash: 'new', answers: { language: { language: 'EN' }, country: { country: 'US' } }, stepId: 'timezone' });
    expect(carried).toEqual({
      flowHash: 'new', enrolmentId: 'e-1', stepId: 'timezone', flags: { showIrbConsent: false },
      answers: { language: { language: 'EN' }, country: { country: 'US' } },
      drafts: {}, visited: ['language', 'country', 'region', 'timezone'], returnTo: undefined,
    });
  });

  it('survives stored progress whose visited list is not a list of ids', () => {
    expect(carriedProgress({ enrolmentId: 'e-1', visited: 'garbage' }, { flowHash: 'v', answers: {}, stepId: 'language' }).visited).toEqual(['language']);
    expect(carriedProgress({ enrolmentId: 'e-1', visited: [1, 'country', null] }, { flowHash: 'v', answers: {}, stepId: 'country' }).visited).toEqual(['country']);
  });
});
