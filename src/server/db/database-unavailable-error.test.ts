import { asUnavailable, DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable-error';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['disk full', withCode('53100', 'could not extend file "base/16384/16385": No space left on device')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
    ['out of memory', withCode('53200')],
    ['server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['server crashed', withCode('57P02')],
    ['server starting', withCode('57P03', 'the database system is starting up')],
    ['connection failure', withCode('08006')],
    ['I/O error', withCode('58030')],
    ['refused socket', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset socket', withCode('ECONNRESET')],
    ['embedded database out of disk', withCode('ENOSPC')],
    ['pool wait over', new Error('timeout exceeded when trying to connect')],
    ['connection lost mid-statement', new Error('Connection terminated unexpectedly')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['closed embedded database', new Error('PGlite is closed')],
  ])('says %s is an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(asUnavailable(error)).toBeInstanceOf(DatabaseUnavailableError);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a deadlock', withCode('40P01', 'deadlock detected')],
    ['a syntax error', withCode('42601')],
    ['a statement cancelled', withCode('57014', 'canceling statement due to statement timeout')],
    ['a code that only starts like a class', withCode('0800')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['a message that only contains an outage word', new Error('the answer mentions Connection terminated')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s as it is', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(asUnavailable(error)).toBe(error);
  });

  it('names the code in its message, never the statement or its values', () => {
    const cause = Object.assign(new Error('could not extend file'), { code: '53100', detail: 'Key (email)=(ana@example.org)' });
    const error = new DatabaseUnavailableError(cause);
    expect(error.reason).toBe('53100');
    expect(error.message).toContain('(53100)');
    expect(error.message).not.toContain('ana@example.org');
  });
});
