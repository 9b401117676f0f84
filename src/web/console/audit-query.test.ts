import { auditParams, auditQueryOf } from './audit-query';

const ID = '0b6f3c7e-1d2a-4c5b-8e9f-0123456789ab';

describe('auditQueryOf', () => {
  it('reads the filters and page an address holds', () => {
    expect(auditQueryOf(`?enrolment=${ID.toUpperCase()}&staff=alice&action=view_enrolment&page=3`)).toEqual({ page: 3, enrolment: ID, staff: 'alice', action: 'view_enrolment' });
  });

  it.each([
    ['?enrolment=not-a-uuid&staff=al%20ice&action=drop_table&page=0'],
    [`?enrolment=${ID}'--&staff=${'a'.repeat(65)}&action=&page=1e3`],
    ['?page=10001&staff=%00'],
    [''],
  ])('drops what the server would refuse in %s', (search) => {
    expect(auditQueryOf(search)).toEqual({ page: 1, enrolment: '', staff: '', action: '' });
  });

  it('writes back only what is set', () => {
    expect(auditParams({ page: 1, enrolment: '', staff: 'bob', action: '' }).toString()).toBe('staff=bob');
    expect(auditParams({ page: 2, enrolment: ID, staff: '', action: 'sign_in' }).toString()).toBe(`enrolment=${ID}&action=sign_in&page=2`);
  });
});
