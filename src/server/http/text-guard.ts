import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

// C0 and C1 control characters other than tab, line feed and carriage return, and lone UTF-16 surrogates
// (JSON's "\ud800" parses to one): PostgreSQL refuses NUL, and none of them is text a person typed.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
const MAX_DEPTH = 32;

/** 400 `invalid_text`: a string with a control character or broken Unicode; `pointer` says where. */
export class InvalidTextError extends ApiError {
  constructor(pointer: string) {
    const field = pointer.split('/').pop() ?? '';
    super(400, 'invalid_text', `'${pointer}' holds a control character or broken Unicode (a lone surrogate); send plain text.`, field ? [{ field, rule: 'invalid_text' }] : undefined, { pointer });
    this.name = 'InvalidTextError';
  }
}

/** The JSON pointer of the first string (or key) in `value` that is not plain text, or undefined when all are. */
export function unsafeTextAt(value: unknown, pointer = '', depth = 0): string | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? pointer || '/' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (UNSAFE.test(key)) return `${pointer}/(key)`;
    const found = unsafeTextAt(item, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The one gate every route's input passes before its handler (a preValidation hook): path parameters,
 * query and body must be plain text, so no handler, log line or database statement ever sees the rest.
 */
export function refuseUnsafeText(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
    const at = unsafeTextAt(value);
    if (at) return done(new InvalidTextError(`${part}${at === '/' ? '' : at}`));
  }
  done();
}

/** The autofill tokens of fields that hold a person's name (HTML autocomplete); the flow marks its name fields with them. */
export const NAME_AUTOCOMPLETE: readonly string[] = ['name', 'honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix', 'nickname'];

// Unicode format characters (General_Category Cf): bidirectional embeddings, overrides, isolates and marks,
// zero-width spaces and joiners, word joiner, byte order mark, soft hyphen. Invisible, and a name never needs them.
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * A preValidation hook that strips format characters from the answers of name fields (`names`) in a step save,
 * so a name stored, shown in the console or mailed reads as the letters it has: a right-to-left override or a
 * zero-width space cannot make one name look like another. Stripped rather than refused: the member cannot see
 * them to remove them. A name left empty is then refused as missing by the step's own rules.
 */
export function stripNameFormatting(names: ReadonlySet<string>) {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const body: unknown = request.body;
    const answers = typeof body === 'object' && body !== null && 'answers' in body ? body.answers : undefined;
    if (answers && typeof answers === 'object') {
      for (const [field, value] of Object.entries(answers as Record<string, unknown>)) {
        if (names.has(field) && typeof value === 'string') (answers as Record<string, unknown>)[field] = value.replace(FORMAT_CHARACTERS, '');
      }
    }
    done();
  };
}
