import { createHash, timingSafeEqual } from 'crypto';
import { ApiError } from '../http/api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The token an Authorization header carries as `Bearer <token>`; undefined when it carries none. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] || undefined;
}

/** The name of the staff member whose token the header carries, undefined for none (constant-time comparison). */
function matchingStaff(header: string | undefined, tokens: Record<string, string>): string | undefined {
  const token = bearerToken(header);
  if (!token) return undefined;
  const given = digest(token);
  return Object.entries(tokens).find(([, configured]) => timingSafeEqual(digest(configured), given))?.[0];
}

/**
 * Whether the Authorization header carries a bearer token that is none of the configured ones: a failed sign-in.
 * No header, or one without a bearer token, is not an attempt at all (401, never counted).
 */
export function isWrongBearer(header: string | undefined, tokens: Record<string, string>): boolean {
  return bearerToken(header) !== undefined && matchingStaff(header, tokens) === undefined;
}

/**
 * The staff name whose bearer token the Authorization header carries: 401 without a bearer token,
 * 403 with one that matches no configured token (compared in constant time).
 */
export function staffNameFor(header: string | undefined, tokens: Record<string, string>): string {
  if (!bearerToken(header)) throw new ApiError(401, 'unauthorized', 'Send a staff bearer token: Authorization: Bearer <token>.');
  const name = matchingStaff(header, tokens);
  if (!name) throw new ApiError(403, 'forbidden', 'That staff token is not valid here.');
  return name;
}
