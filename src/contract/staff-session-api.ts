import { Type, type Static } from 'typebox';

/** POST /staff/session: the staff token (one of STAFF_TOKENS) traded for the console's session cookie. */
export const StaffSignIn = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false });

/** Who the console is signed in as, and after how many idle seconds the session ends. */
export const StaffSession = Type.Object({ staff: Type.String(), idleSeconds: Type.Integer() });
export type StaffSession = Static<typeof StaffSession>;
