import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ResumeLinkRequest, ResumeRequest } from '../../contract/member-api';
import type { Database } from '../db/database';
import type { EnrolmentService } from '../enrolment/enrolment-service';
import type { Mailer } from './mailer';
import { resumeLinkMail } from './mailer';
import { SubmitError } from '../http/api-error';
import { errorResponse, errorResponses } from '../http/error-responses';
import { memberSessionError } from '../enrolment/member-session-errors';
import { issueResumeLink, redeemResumeLink, ResumeNeedsDetailError, savedDetail } from './resume-links';
import { SESSION_COOKIE } from '../enrolment/session';
import { setSessionCookies } from '../enrolment/session-cookies';
import { APP_BASE } from '../page/app-routes';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 429, 500, 503);
// A wrong detail says how many tries the link has left: the one error shape, and that count inside `error`.
const wrongDetailSchema = {
  description: 'The birth date does not match (resume_detail_wrong, with attemptsLeft), or the request breaks the schema.',
  allOf: [{ $ref: errorResponse(400).$ref }, { type: 'object', properties: { error: { type: 'object', properties: { attemptsLeft: { type: 'integer', minimum: 0 } } } } }],
};

/** What the resume routes need: the mail (absent when SMTP is not configured) and the field whose answer unlocks a link. */
export interface ResumeRouteOptions {
  service: EnrolmentService;
  db: Database;
  mail?: { mailer: Mailer; publicUrl: string };
  /** The field a member confirms on the new device: the flow's birth date (autocomplete `bday`). */
  detailField: string;
  cookieSecure: boolean;
  now: () => Date;
  /** Counts a request that passed every check and will send a mail against the mail limits (429 when used up). */
  countMail?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** "Continue later": a one-time link by mail, and the page on the other device that redeems it. */
export async function resumeRoutes(scope: FastifyInstance, opts: ResumeRouteOptions): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { mail } = opts;
  if (mail) {
    app.post('/enrolment/resume-link', {
      schema: {
        operationId: 'sendResumeLink',
        summary: "Mail the member a one-time link to continue on another device (SMTP configured only). 202 whether or not the mail could be sent; 409 resume_needs_profile before the birth date is answered. The link's token is in its fragment, only its hash is stored, it lasts 24 h and replaces the enrolment's older links",
        body: ResumeLinkRequest,
        response: { 202: { type: 'object', required: ['accepted'], properties: { accepted: { const: true } } }, ...errors, 401: memberSessionError },
      },
    }, async (request, reply) => {
      const row = await opts.service.authenticate(request.cookies[SESSION_COOKIE]);
      if (row.status === 'submitted') throw new SubmitError('already_submitted', 'This enrolment was submitted; there is nothing left to continue.');
      if ((await savedDetail(opts.db, row.id, opts.detailField)) === undefined) throw new ResumeNeedsDetailError(opts.detailField);
      await opts.countMail?.(request, reply);
      const { body } = request;
      const locale = body.locale ?? row.locale;
      const token = await issueResumeLink(opts.db, row.id, opts.now());
      // The token rides in the fragment: browsers never send it, so no server log, proxy or Referer sees it.
      const link = `${mail.publicUrl}${APP_BASE}resume?lang=${encodeURIComponent(locale)}#${token}`;
      // Sent after answering, so the answer (and its timing) is the same whether or not the mail goes out.
      mail.mailer.send(resumeLinkMail(locale, body.email, link)).catch((error: { code?: unknown }) => {
        request.log.error({ mailError: typeof error.code === 'string' ? error.code : 'unknown' }, 'continue-later mail not sent');
      });
      return reply.status(202).send({ accepted: true as const });
    });
  }

  app.post('/resume', {
    schema: {
      operationId: 'resumeEnrolment', security: [],
      summary: 'Continue on this device with a continue-later link: the token from the link and the birth date the member answered. 200 sets a new session cookie and ends the other device\'s session; 400 resume_detail_wrong with attemptsLeft (the fifth wrong date burns the link); 410 resume_link_invalid for any unknown, used, expired or replaced link',
      body: ResumeRequest,
      response: { 200: { type: 'object', required: ['enrolmentId'], properties: { enrolmentId: { type: 'string', format: 'uuid' } } }, ...errors, 400: wrongDetailSchema },
    },
  }, async (request, reply) => {
    const { body } = request;
    const { enrolmentId, sessionToken } = await redeemResumeLink(opts.db, { token: body.token, detail: body.dateOfBirth, field: opts.detailField, now: opts.now() });
    reply.header('cache-control', 'no-store');
    setSessionCookies(request, reply, sessionToken, opts.cookieSecure);
    return { enrolmentId };
  });
}
