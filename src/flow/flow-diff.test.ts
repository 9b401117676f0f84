import onboarding from '../../flows/onboarding.json';
import type { FlowConfig } from './flow-types';
import { flowDiff } from './flow-diff';
import { loadFlow } from './load-flow';

const before = loadFlow(onboarding);
const edit = (change: (flow: FlowConfig) => void) => {
  const copy = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
  change(copy);
  return loadFlow(copy);
};

describe('flowDiff', () => {
  it('says nothing changed for the same flow', () => {
    expect(flowDiff(before, before)).toBe('No change to steps, fields, rules, flags or paths.');
  });

  it('reports a moved step and the paths it changes', () => {
    const after = edit((f) => f.steps.splice(6, 0, ...f.steps.splice(13, 1)));
    const text = flowDiff(before, after);
    expect(text).toContain('~ step appointment moved: now after profile (was after minors)');
    expect(text.match(/moved/g)).toHaveLength(1);
    expect(text).toMatch(/in \d+ flag combinations?:\n\s+- language → .*profile → about-you.*\n\s+\+ language → .*profile → appointment → about-you/);
  });

  it('reports a consent gate whose condition changed, a rule change and an added field', () => {
    const after = edit((f) => {
      f.steps[8].when = { flag: 'showHipaaConsent' };
      f.steps[5].fields![0]['VALIDATIONS.maxLength'] = 50;
      f.steps[5].fields!.push({ name: 'middleName', type: 'text', labelKey: 'fields.firstName.label' });
    });
    const text = flowDiff(before, after);
    expect(text).toContain('~ consent gate hipaa shows when: flag showHipaaConsent and market US → flag showHipaaConsent');
    expect(text).toContain('~ field firstName rules [["maxLength",100],["required",true]] → [["maxLength",50],["required",true]]');
    expect(text).toContain('+ field middleName (text) added to step profile');
    expect(text).toContain('+ ');
  });

  it('reports a changed dependency', () => {
    const after = edit((f) => {
      f.steps[13].fields![0].dependsOn = ['unit', 'country'];
    });
    expect(flowDiff(before, after)).toContain('~ field slot asked again when these change: unit, country, timezone → unit, country');
  });

  it('reports removed steps and flags', () => {
    const after = edit((f) => {
      f.steps.splice(10, 1);
      delete f.flags.showIrbConsent;
    });
    const text = flowDiff(before, after);
    expect(text).toContain('- step research removed');
    expect(text).toContain('- field irbConsent removed from step research');
    expect(text).toContain('- flag showIrbConsent');
  });
});
