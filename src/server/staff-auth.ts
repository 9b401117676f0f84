import { createHash, timingSafeEqual } from 'crypto';
import { ApiError } from './api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The staff name whose bearer token the Authorization header carries: 401 without a bearer token,
 * 403 with one that matches no configured token (compared in constant time).
 */
export function staffNameFor(header: string | undefined, tokens: Record<string, string>): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw new ApiError(401, 'unauthorized', 'Send a staff bearer token: Authorization: Bearer <token>.');
  const given = digest(match[1]);
  const name = Object.entries(tokens).find(([, token]) => timingSafeEqual(digest(token), given))?.[0];
  if (!name) throw new ApiError(403, 'forbidden', 'That staff token is not valid here.');
  return name;
}
