import { loadFlow } from '../flow/load-flow';
import onboarding from '../../flows/onboarding.json';
import { saveCounts } from './save-counts';

const flow = loadFlow(onboarding);
const facts = { flags: {}, presets: { unit: 'move' }, answers: {}, today: '2026-03-02' };
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 2, 12, 0, seconds));
const index = (id: string) => flow.steps.findIndex((s) => s.id === id);

describe('saveCounts', () => {
  it('counts a save with its time since it was sent, and a first send to the next step on the path', () => {
    const position = { step: 'language', sentAt: at(0), furthest: index('language') };
    const { counts, position: after } = saveCounts(flow, { ...facts, answers: { language: { language: 'EN' } } }, 'language', position, at(45));
    expect(counts).toEqual([{ stepId: 'language', measure: 'saved', bucket: '30to60s' }, { stepId: 'country', measure: 'sent', bucket: null }]);
    expect(after).toEqual({ step: 'country', sentAt: at(45), furthest: index('country') });
  });

  it('counts a re-answer of an earlier step as back, without sending again a step already reached', () => {
    const position = { step: 'timezone', sentAt: at(0), furthest: index('timezone') };
    const { counts, position: after } = saveCounts(flow, { ...facts, answers: { language: { language: 'EN' } } }, 'language', position, at(5));
    expect(counts).toEqual([{ stepId: 'language', measure: 'saved', bucket: null }, { stepId: 'language', measure: 'back', bucket: null }]);
    expect(after.furthest).toBe(index('timezone'));
  });

  it('never sends the unit step a landing link skipped', () => {
    const { counts } = saveCounts(flow, { ...facts, answers: {} }, 'language', { step: null, sentAt: null, furthest: null }, at(0));
    expect(counts.map((c) => c.stepId)).not.toContain('unit');
  });
});
