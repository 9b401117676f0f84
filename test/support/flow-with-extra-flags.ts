import onboarding from '../../flows/onboarding.json';

type Mutable = { [key: string]: any };

/**
 * The shipped flow plus `count` more flags, each gating a step of its own (one optional text field) placed
 * before review: the fixture of the "the proof scales" measurement. Reuses shipped translation keys.
 */
export function flowWithExtraFlags(count: number): Mutable {
  const flow = JSON.parse(JSON.stringify(onboarding)) as Mutable;
  const review = (flow.steps as Mutable[]).findIndex((s) => s.kind === 'review');
  for (let i = 1; i <= count; i += 1) {
    flow.flags[`extraFlag${i}`] = { default: true, description: `Extra flag ${i} of the scaling fixture.` };
    const step = { id: `extra-${i}`, titleKey: 'steps.profile.title', when: { flag: `extraFlag${i}` }, fields: [{ name: `extra${i}`, type: 'text', labelKey: 'fields.firstName.label' }] };
    flow.steps.splice(review + i - 1, 0, step);
  }
  return flow;
}
