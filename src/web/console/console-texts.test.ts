import enUSMember from '../../../locales/en-US/translation.json';
import enUSConsole from '../../../locales/en-US/console.json';
import esUSMember from '../../../locales/es-US/translation.json';
import esUSConsole from '../../../locales/es-US/console.json';
import ptPTMember from '../../../locales/pt-PT/translation.json';
import ptPTConsole from '../../../locales/pt-PT/console.json';
import frCAMember from '../../../locales/fr-CA/translation.json';
import frCAConsole from '../../../locales/fr-CA/console.json';
import enGBMember from '../../../locales/en-GB/translation.json';
import enGBConsole from '../../../locales/en-GB/console.json';
import { STATE_GROUPS } from '../../patient/patient-state-ranges';
import { manualCandidates } from '../../patient/transition-candidates';
import { AUDIT_ACTIONS } from '../../patient/audit-actions';
import { WITHDRAWABLE_CONSENTS } from '../../patient/withdrawable-consents';
import { MARKETS } from '../../reference/markets';
import { UNITS } from '../../reference/units';

// The console reads the member texts (unit and state names) and its own file (src/web/console/console-texts.ts).
const LOCALES = {
  'en-US': { ...enUSMember, ...enUSConsole }, 'es-US': { ...esUSMember, ...esUSConsole }, 'pt-PT': { ...ptPTMember, ...ptPTConsole },
  'fr-CA': { ...frCAMember, ...frCAConsole }, 'en-GB': { ...enGBMember, ...enGBConsole },
} as Record<string, Record<string, unknown>>;
const lookup = (texts: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('console texts', () => {
  const keys = [
    ...manualCandidates().map((state) => `console.transition.option.${state}`),
    ...AUDIT_ACTIONS.map((action) => `console.coordinator.auditActions.${action}`),
    ...STATE_GROUPS.map((group) => `console.coordinator.transition.action.${group.name}`),
    ...WITHDRAWABLE_CONSENTS.map((consent) => `console.coordinator.consent.${consent}`),
    ...STATE_GROUPS.map((group) => `patient_state_${group.name}`), 'patient_state_unknown',
    ...MARKETS.map((market) => `console.market.${market}`),
    ...UNITS.map((unit) => `units.${unit}`),
    'console.status.in_progress', 'console.status.submitted', 'console.booking.held', 'console.booking.confirmed', 'console.booking.cancelled',
  ];
  it.each(Object.keys(LOCALES))('%s has a text for every state, transition, action, market and status the console shows', (language) => {
    expect(keys.filter((key) => typeof lookup(LOCALES[language], key) !== 'string' || (lookup(LOCALES[language], key) as string).trim() === '')).toEqual([]);
  });
});
