import { ApiCallError } from '../platform/member-api';
import { serverFailures } from './flow-actors';

describe('serverFailures', () => {
  it.each([
    ['a rejected step, grouped by field', new ApiCallError(400, 'validation_failed', 'x', [{ field: 'email', rule: 'format' }, { field: 'dateOfBirth', rule: 'minAge' }, { field: 'email', rule: 'maxLength' }]), [{ field: 'email', rules: ['format', 'maxLength'] }, { field: 'dateOfBirth', rules: ['minAge'] }]],
    ['another API error', new ApiCallError(401, 'session_expired', 'x'), []],
    ['an error that is not from the API', new Error('validation_failed'), []],
  ])('names the fields and rules of %s', (_case, error, expected) => {
    expect(serverFailures(error)).toEqual(expected);
  });
});
