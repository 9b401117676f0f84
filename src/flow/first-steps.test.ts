import onboarding from '../../flows/onboarding.json';
import { firstSteps } from './first-steps';
import { loadFlow } from './load-flow';

describe('firstSteps', () => {
  it('is the unit step without a preset, and the step after it with each unit preset', () => {
    expect(firstSteps(loadFlow(onboarding))).toEqual([
      { unit: '', stepId: 'unit' },
      { unit: 'bloom', stepId: 'language' },
      { unit: 'move', stepId: 'language' },
      { unit: 'thrive', stepId: 'language' },
      { unit: 'mind', stepId: 'language' },
    ]);
  });
});
