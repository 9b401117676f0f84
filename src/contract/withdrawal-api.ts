import { Type } from 'typebox';
import { WITHDRAWABLE_CONSENTS } from '../patient/withdrawable-consents';
import { exactly, oneOf } from './json-shapes';

/** Longest reason a coordinator may record. */
export const REASON_MAX = 500;

/** POST /staff/enrolments/:id/withdrawals: the optional consent withdrawn and the member's reason, in words. */
export const WithdrawalRequest = Type.Object({ consent: oneOf(WITHDRAWABLE_CONSENTS), reason: Type.String({ minLength: 1, maxLength: REASON_MAX, pattern: '\\S' }) }, { additionalProperties: false });

/** The "withdrawn" receipt the withdrawal added. */
export const WithdrawalReceipt = Type.Object({ consent: Type.String(), decision: exactly('withdrawn'), decidedAt: Type.String() });
