import { serverFieldErrors } from './server-field-errors';

const t = (key: string, options?: Record<string, unknown>) => (key === 'errors.unheardOf' ? String(options?.defaultValue) : `«${key}»`);

describe('serverFieldErrors', () => {
  it('lists the refused fields in the step order, translated, each rule once', () => {
    const errors = serverFieldErrors([{ field: 'phone', rule: 'phoneOf' }, { field: 'firstName', rule: 'required' }, { field: 'phone', rule: 'phoneOf' }], ['firstName', 'lastName', 'phone'], t);
    expect(errors).toEqual({ firstName: { __errors: ['«errors.required»'] }, phone: { __errors: ['«errors.phoneOf»'] } });
    expect(Object.keys(errors ?? {})).toEqual(['firstName', 'phone']);
  });

  it('ignores fields the step does not show, and says nothing without fields', () => {
    expect(serverFieldErrors([{ field: '__proto__', rule: 'x' }, { field: 'other', rule: 'required' }], ['firstName'], t)).toBeUndefined();
    expect(serverFieldErrors([], ['firstName'], t)).toBeUndefined();
    expect(serverFieldErrors(undefined, ['firstName'], t)).toBeUndefined();
  });

  it('falls back to a generic message for a rule without its own', () => {
    expect(serverFieldErrors([{ field: 'email', rule: 'unheardOf' }], ['email'], t)).toEqual({ email: { __errors: ['«errors.type»'] } });
  });
});
