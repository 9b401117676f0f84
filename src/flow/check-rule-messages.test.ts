import { checkFlowSource } from './check-flow-source';
import type { FieldConfig, FlowConfig } from './flow-types';
import { allLocaleKeys } from '../../test/support/all-locale-keys';
import { choiceFlow } from '../../test/support/choice-flow';

const locales = allLocaleKeys();

function withReferralCode(change: (field: FieldConfig) => void): { flow: FlowConfig; at: string } {
  const flow = choiceFlow();
  const i = flow.steps.findIndex((s) => s.id === 'heard-about');
  const j = (flow.steps[i]?.fields ?? []).findIndex((f) => f.name === 'referralCode');
  const field = flow.steps[i]?.fields?.[j];
  if (!field) throw new Error('no referralCode field');
  change(field);
  return { flow, at: `/steps/${i}/fields/${j}` };
}
const problems = (flow: FlowConfig) => checkFlowSource(JSON.stringify(flow), locales);

describe('rules carry their messages', () => {
  it('refuses a pattern without a message key (pattern_without_message), saying what to add', () => {
    const { flow, at } = withReferralCode((f) => { delete f['VALIDATIONS.patternMessage']; });
    const found = problems(flow);
    expect(found.map((p) => `${p.pointer} ${p.code}`)).toEqual([`${at}/VALIDATIONS.pattern pattern_without_message`]);
    expect(found[0]?.message).toContain('"VALIDATIONS.patternMessage"');
  });

  it('refuses a message key missing from any locale (missing_translation, once per locale)', () => {
    const { flow, at } = withReferralCode((f) => { f['VALIDATIONS.patternMessage'] = 'errors.noSuchMessage'; });
    expect(problems(flow).map((p) => `${p.pointer} ${p.code}`)).toEqual(Array(5).fill(`${at}/VALIDATIONS.patternMessage missing_translation`));
  });

  it('refuses a message without the rule it explains (message_without_rule)', () => {
    const { flow, at } = withReferralCode((f) => { delete f['VALIDATIONS.pattern']; });
    expect(problems(flow).map((p) => `${p.pointer} ${p.code}`)).toEqual([`${at}/VALIDATIONS.patternMessage message_without_rule`]);
  });

  it('refuses an empty message key (invalid_rule_value)', () => {
    const { flow, at } = withReferralCode((f) => { f['VALIDATIONS.patternMessage'] = ''; });
    expect(problems(flow).map((p) => `${p.pointer} ${p.code}`)).toContain(`${at}/VALIDATIONS.patternMessage invalid_rule_value`);
  });
});
