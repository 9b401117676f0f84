import { MemoryStorage } from '../../../test/support/memory-storage';
import { createLocalStore } from '../../platform/local-store';
import { DONE_KEY, doneRecordOf, readDone, writeDone } from './done-record';


const submitted = {
  patientState: 'enrolled_300',
  destinations: [{ id: 'move_enrolment', url: 'https://app.test/?t=home' }],
  appointment: { start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:00:00.000Z' },
  timezone: 'America/New_York',
};

describe('the done record', () => {
  it('starts empty and keeps only what the done page shows', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    expect(readDone(store)).toBeUndefined();
    const record = doneRecordOf({ ...submitted, firstName: 'Ana', status: 'submitted' } as never);
    expect(record).toEqual(submitted);
    writeDone(store, record!);
    expect(readDone(store)).toEqual(submitted);
    expect(storage.getItem(DONE_KEY)).not.toContain('Ana');
  });

  it('says no appointment when none or a malformed one was booked', () => {
    expect(doneRecordOf({ ...submitted, appointment: null })?.appointment).toBeNull();
    expect(doneRecordOf({ ...submitted, appointment: { start: 'soon', end: 'later' } })?.appointment).toBeNull();
  });

  it('refuses records without a state and drops links that are not http(s)', () => {
    expect(doneRecordOf(undefined)).toBeUndefined();
    expect(doneRecordOf({ destinations: [] })).toBeUndefined();
    const hostile = doneRecordOf({ ...submitted, destinations: [{ id: 'x', url: 'javascript:alert(1)' }, { id: 'y', url: 'https://ok.test' }] });
    expect(hostile?.destinations).toEqual([{ id: 'y', url: 'https://ok.test' }]);
    const store = createLocalStore(new MemoryStorage());
    store.write(DONE_KEY, 'not json at all');
    expect(readDone(store)).toBeUndefined();
  });

  it('keeps whether the enrolment sends the member on (redirectUnitToggle), and nothing else of the flags', () => {
    expect(doneRecordOf({ ...submitted, flags: { redirectUnitToggle: true, showHipaaConsent: false } })).toEqual({ ...submitted, redirect: true });
    expect(doneRecordOf({ ...submitted, flags: { redirectUnitToggle: false } })).toEqual(submitted);
    expect(doneRecordOf({ ...submitted, flags: { redirectUnitToggle: 'yes' } } as never)).toEqual(submitted);
    expect(doneRecordOf(submitted)).toEqual(submitted);
  });
});
