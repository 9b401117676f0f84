import { createHash, timingSafeEqual } from 'crypto';
import { ApiError } from '../http/api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The name of the staff member whose token the header carries, undefined for none (constant-time comparison). */
function matchingStaff(header: string | undefined, tokens: Record<string, string>): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const given = digest(match[1]);
  return Object.entries(tokens).find(([, token]) => timingSafeEqual(digest(token), given))?.[0];
}

/** Whether the Authorization header carries a configured staff token; a false answer counts as a failed sign-in. */
export function isStaffToken(header: string | undefined, tokens: Record<string, string>): boolean {
  return matchingStaff(header, tokens) !== undefined;
}

/**
 * The staff name whose bearer token the Authorization header carries: 401 without a bearer token,
 * 403 with one that matches no configured token (compared in constant time).
 */
export function staffNameFor(header: string | undefined, tokens: Record<string, string>): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw new ApiError(401, 'unauthorized', 'Send a staff bearer token: Authorization: Bearer <token>.');
  const name = matchingStaff(header, tokens);
  if (!name) throw new ApiError(403, 'forbidden', 'That staff token is not valid here.');
  return name;
}
