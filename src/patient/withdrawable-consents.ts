/** The optional consents a coordinator may record as withdrawn (research, health network); the rest are needed to take part. */
export const WITHDRAWABLE_CONSENTS = ['irbConsent', 'healthNetworkConsent'] as const;

/** One withdrawable consent. */
export type WithdrawableConsent = (typeof WITHDRAWABLE_CONSENTS)[number];

/** Whether `consentId` names a consent that may be withdrawn. */
export function isWithdrawable(consentId: string): consentId is WithdrawableConsent {
  return (WITHDRAWABLE_CONSENTS as readonly string[]).includes(consentId);
}
