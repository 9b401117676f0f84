import { conditionEnableWhen } from './condition-enable-when';

const systemOf = (field: string) => (field === 'country' ? 'https://codes.test/country' : undefined);

describe('conditionEnableWhen', () => {
  it('says an answer compared with a value, a list of values, answered or not, and its negation', () => {
    expect(conditionEnableWhen({ field: 'country', equals: 'US' }, systemOf)).toEqual({ enableWhen: [{ question: 'country', operator: '=', answerCoding: { system: 'https://codes.test/country', code: 'US' } }] });
    expect(conditionEnableWhen({ field: 'country', in: ['US', 'CA'] }, systemOf)?.enableBehavior).toBe('any');
    expect(conditionEnableWhen({ field: 'email', answered: true }, systemOf)).toEqual({ enableWhen: [{ question: 'email', operator: 'exists', answerBoolean: true }] });
    expect(conditionEnableWhen({ not: { field: 'consent', equals: true } }, systemOf)).toEqual({ enableWhen: [{ question: 'consent', operator: '!=', answerBoolean: true }] });
    expect(conditionEnableWhen({ all: [{ field: 'a', equals: 1 }, { field: 'b', equals: 'x' }] }, systemOf)).toEqual({
      enableWhen: [{ question: 'a', operator: '=', answerInteger: 1 }, { question: 'b', operator: '=', answerString: 'x' }], enableBehavior: 'all',
    });
  });

  it('leaves out what a Questionnaire cannot read (flags, presets, markets, ages), an empty list and mixed all/any', () => {
    for (const condition of [
      { flag: 'showIrbConsent' }, { preset: 'unit' }, { not: { preset: 'unit' } }, { market: ['US'] }, { age: { field: 'dateOfBirth', below: 18 } },
      { field: 'country', in: [] }, { all: [] }, { all: [{ flag: 'x' }, { field: 'a', equals: 1 }] }, { all: [{ field: 'country', in: ['US', 'CA'] }, { field: 'a', equals: 1 }] },
    ]) {
      expect({ condition, said: conditionEnableWhen(condition, systemOf) }).toEqual({ condition, said: undefined });
    }
  });
});
