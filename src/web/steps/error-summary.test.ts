import { fieldIdOf, inFieldOrder } from './error-summary';

describe('the error summary order', () => {
  it("lists errors in the step's field order, not rjsf's required-first order", () => {
    const errors = [
      { property: '.email', name: 'required' },
      { property: '.phone', name: 'required' },
      { property: '.firstName', name: 'maxLength' },
      { property: '.dateOfBirth', name: 'minAge' },
    ];
    const order = ['firstName', 'lastName', 'dateOfBirth', 'email', 'phone'];
    expect(inFieldOrder(errors, order).map((e) => e.property)).toEqual(['.firstName', '.dateOfBirth', '.email', '.phone']);
  });

  it('keeps the original order within a field and puts errors without a field last', () => {
    const errors = [{ property: undefined, name: 'x' }, { property: '.b', name: '1' }, { property: '.a', name: '2' }, { property: '.b', name: '3' }];
    expect(inFieldOrder(errors, ['a', 'b']).map((e) => e.name)).toEqual(['2', '1', '3', 'x']);
  });

  it('names the rjsf id of a property', () => {
    expect(fieldIdOf('.firstName')).toBe('root_firstName');
  });
});
