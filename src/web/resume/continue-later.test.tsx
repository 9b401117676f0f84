import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { answerByToken } from './continue-later';

const flow = loadFlow(onboarding);

describe('answerByToken', () => {
  it('finds the saved email and birth date by their autofill tokens, wherever the flow asks them', () => {
    const answers = { profile: { firstName: 'Ana', dateOfBirth: '1990-04-02', email: 'ana@example.org' } };
    expect(answerByToken(flow, answers, 'email')).toBe('ana@example.org');
    expect(answerByToken(flow, answers, 'bday')).toBe('1990-04-02');
  });

  it('is undefined before the step is saved, or for a blank answer', () => {
    expect(answerByToken(flow, {}, 'bday')).toBeUndefined();
    expect(answerByToken(flow, { profile: { dateOfBirth: '' } }, 'bday')).toBeUndefined();
    expect(answerByToken(flow, { language: { language: 'EN' } }, 'email')).toBeUndefined();
  });
});
