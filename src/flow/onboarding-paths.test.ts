import onboarding from '../../flows/onboarding.json';
import type { Answers } from './flow-types';
import { explorePaths } from './explore-paths';
import { loadFlow, marketFieldOf } from './load-flow';
import { interestingValues, scenarios, SCENARIO_TODAY } from './path-scenarios';
import { reachableSteps } from './reachability';
import { flowWithExtraFlags } from '../../test/support/flow-with-extra-flags';

/** Every path, by trying every scenario one by one (the old, exponential proof): the reference. */
function bruteForcePaths(config: unknown): Set<string> {
  const flow = loadFlow(config);
  const paths = new Set<string>();
  for (const scenario of scenarios(flow)) {
    const answers: Answers = {};
    for (const step of flow.steps) for (const f of step.fields) {
      const value = scenario.answers[f.name];
      if (value !== undefined && value !== '') answers[step.id] = { ...answers[step.id], [f.name]: value };
    }
    paths.add(reachableSteps(flow, { flags: scenario.flags, presets: scenario.presets, answers, today: SCENARIO_TODAY, marketField: marketFieldOf(flow) }).map((s) => s.id).join(' > '));
  }
  return paths;
}

describe('explorePaths on the shipped flow', () => {
  it.each([[0], [2]])('finds exactly the paths that trying every scenario finds (shipped flow plus %i flags)', (extra) => {
    const config = flowWithExtraFlags(extra);
    const found = explorePaths(loadFlow(config));
    expect(new Set(found.paths.map((p) => p.join(' > ')))).toEqual(bruteForcePaths(config));
    expect(found.distinctPaths).toBe(found.paths.length);
  });

  it('searches a number of states that grows with the steps, not with 2^flags', () => {
    const states = [0, 2, 4, 6].map((extra) => explorePaths(loadFlow(flowWithExtraFlags(extra))).states);
    // Each extra flag gates one extra step: a few more states each, where trying scenarios doubles.
    expect(states[3] - states[0]).toBeLessThanOrEqual(6 * 3);
    // The guardian-first check keeps the birth date and the market in the state up to the last consent step.
    expect(states[0]).toBeLessThan(500);
  });

  it('tries only values a field can hold', () => {
    const config = JSON.parse(JSON.stringify(onboarding));
    config.steps[10].when = { field: 'gender', in: ['female', 'femal'] };
    const values = interestingValues(loadFlow(config)).get('gender');
    expect(values).toContain('female');
    expect(values).not.toContain('femal');
    expect(values).toHaveLength(2);
  });

  it('names the combination and the whole path of a member stranded after review', () => {
    const config = JSON.parse(JSON.stringify(onboarding));
    config.steps.splice(14, 0, ...config.steps.splice(9, 1));
    const [problem] = explorePaths(loadFlow(config)).problems;
    expect(problem?.code).toBe('required_step_after_review');
    expect(problem?.message).toContain("Step 'hipaa' comes after the review step");
    expect(problem?.message).toMatch(/answers \{"country":"US".*path .*review → hipaa → done/);
  });
});
