/** Staff bearer tokens the API tests configure (`STAFF_TOKENS`) and sign in with: two staff members, at least 16 characters each. */
export const ALICE = 'alice-token-0123456789abcdef';
export const BOB = 'bob-token-0123456789abcdef01';
