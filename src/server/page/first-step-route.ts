import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { firstStepForm } from '../../contract/member-api';
import type { EnrolmentService } from '../enrolment/enrolment-service';
import type { EnrolmentRow } from '../enrolment/enrolment-store';
import { clientAddressKey } from '../http/client-address';
import { ApiError, SessionError } from '../http/api-error';
import { SESSION_COOKIE } from '../enrolment/session';
import { setSessionCookies } from '../enrolment/session-cookies';
import { acceptedLanguages, pickUiLanguage } from '../../reference/ui-languages';
import { CONTINUE_NAME, landingParameters } from '../../reference/native-submission';
import { errorResponses } from '../http/error-responses';

const FORM_TYPE = 'application/x-www-form-urlencoded';
// A first step's form is a few short fields; a body beyond this is not a member's.
const BODY_LIMIT = 16 * 1024;

/** 403 `cross_origin`: a form posted from another site (a forged submission). */
export class CrossOriginError extends ApiError {
  constructor() {
    super(403, 'cross_origin', 'This form only accepts submissions from the page this site served; submit it from that page.');
    this.name = 'CrossOriginError';
  }
}

/** 415 `form_expected`: the body is not a browser form submission. */
export class FormExpectedError extends ApiError {
  constructor() {
    super(415, 'form_expected', `Send the step's form as ${FORM_TYPE}, as a browser submits it.`);
    this.name = 'FormExpectedError';
  }
}

/** A form body: each name with its value, or its values when the form repeats the name (a multiple choice). */
type FormBody = Record<string, string | string[]>;

function parseForm(text: string): FormBody {
  const body: FormBody = {};
  for (const [name, item] of new URLSearchParams(text)) {
    const had = Object.hasOwn(body, name) ? body[name] : undefined;
    // defineProperty: a name such as __proto__ stays a plain key.
    Object.defineProperty(body, name, { value: had === undefined ? item : [...(Array.isArray(had) ? had : [had]), item], enumerable: true, writable: true, configurable: true });
  }
  return body;
}

// A browser sends Origin with every POST and Sec-Fetch-Site with most; another site's page fails either when present.
// Under the pages' `Referrer-Policy: no-referrer` a browser sends `Origin: null` for a form post, so that origin is
// taken only when Sec-Fetch-Site vouches for the page (a sandboxed frame elsewhere also sends null, but not same-origin).
function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return site === 'same-origin';
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * POST /member/first-step: the prerendered first step's form as the browser submits it itself (before the code
 * arrived, or without JavaScript), so the answer never travels in an address. It starts the enrolment (or uses the
 * member's session), saves the step through the service's own save and answers 303 to the next step's page, keeping
 * the landing link's lang, unit and ref; a refused answer goes back to the first step's page, marked to show its error.
 */
export async function firstStepRoute(app: FastifyInstance, opts: { service: EnrolmentService; cookieSecure: boolean; appBase: string }): Promise<void> {
  const { service } = opts;
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, text, done) => done(null, parseForm(String(text))));
  app.withTypeProvider<TypeBoxTypeProvider>().post('/first-step', {
    bodyLimit: BODY_LIMIT,
    schema: {
      operationId: 'submitFirstStep', consumes: [FORM_TYPE],
      // The member's session when there is one; without, the post starts the enrolment.
      security: [{}, { memberSession: [] }],
      summary: 'The first step submitted natively by the browser (form encoded, same origin only): starts the enrolment or uses the session, saves the step, 303 to the next step\'s page; a refused answer 303s back to the first step\'s page with `continue` naming the step',
      body: firstStepForm(BODY_LIMIT),
      response: { 303: { type: 'null', description: 'See Other: the next step\'s page, or the first step\'s page again when the answer was refused.' }, ...errorResponses(400, 403, 409, 413, 415, 429, 500, 503) },
    },
    // Before the body is read: a forged or non-form submission is refused unparsed.
    onRequest: async (request) => {
      if (!sameOrigin(request)) throw new CrossOriginError();
      if (request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== FORM_TYPE) throw new FormExpectedError();
    },
  }, async (request, reply) => {
    const { body } = request;
    const stepId = body[CONTINUE_NAME];
    const landing = landingParameters(new URLSearchParams(Object.entries({ lang: body.lang, unit: body.unit, ref: body.ref }).filter((pair): pair is [string, string] => typeof pair[1] === 'string')).toString());
    const page = (path: string, extra: [string, string][] = []) => `${opts.appBase}${path}${query([...landing, ...extra])}`;
    const locale = pickUiLanguage(body.lang ?? null, acceptedLanguages(request.headers['accept-language']));
    let row: EnrolmentRow | undefined;
    let token: string | undefined;
    try {
      row = await service.authenticate(request.cookies[SESSION_COOKIE]);
    } catch (error) {
      if (!(error instanceof SessionError)) throw error;
      token = (await service.start({ locale, unit: body.unit, ref: body.ref, userAgent: request.headers['user-agent'] })).token;
      row = await service.authenticate(token);
    }
    const entries = Object.entries(body).flatMap(([name, given]) => (Array.isArray(given) ? given : [given]).map((item) => [name, item] as const));
    try {
      const next = await service.saveFormStep(row, stepId, entries, { shownIn: locale, address: clientAddressKey(request.ip) });
      if (token) setSessionCookies(request, reply, token, opts.cookieSecure);
      return reply.redirect(page(encodeURIComponent(next)), 303);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500 || error instanceof SessionError) throw error;
      // Nothing was saved: an enrolment started by this refused post is ended at once, so the page starts afresh.
      if (token) await service.logout(token);
      return reply.redirect(page('', [[CONTINUE_NAME, stepId]]), 303);
    }
  });
}

const query = (pairs: [string, string][]) => (pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : '');
