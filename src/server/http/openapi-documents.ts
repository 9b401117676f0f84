import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from './error-handler';
import { ERROR_RESPONSE_ID } from './error-responses';
import { SESSION_COOKIE } from '../enrolment/session';
import { STAFF_COOKIE } from '../staff/staff-sessions';

/** One OpenAPI document: the routes it holds (by address), its decorator, and how its callers prove who they are. */
interface OpenapiDocument {
  decorator: string;
  title: string;
  description: string;
  holds: (url: string) => boolean;
  securitySchemes: Record<string, Record<string, string>>;
  /** What an operation needs unless its schema says otherwise (`security: []` for a public one). */
  security: Record<string, string[]>[];
}

/** The schema dialect of OpenAPI 3.1's Schema Objects the documents declare: plain JSON Schema 2020-12. */
const JSON_SCHEMA_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

const isStaffRoute = (url: string) => url.startsWith('/staff/');

/** The API's two contracts (docs/decisions/openapi-documents.md): the public member API, and the care team's. */
export const OPENAPI_DOCUMENTS = {
  member: {
    decorator: 'memberOpenapi', title: 'Member onboarding API',
    description: 'What the member\'s page calls: start an enrolment, save steps, book, submit, continue later; the client log proxy and the health probes.',
    holds: (url) => !isStaffRoute(url),
    securitySchemes: {
      memberSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The HttpOnly session cookie POST /member/enrolments (or a redeemed continue-later link) sets.' },
      logKey: { type: 'apiKey', in: 'header', name: 'authorization', description: 'The log key the page is configured with (LOG_API_KEY), as the whole Authorization header.' },
    },
    security: [{ memberSession: [] }],
  },
  staff: {
    decorator: 'staffOpenapi', title: 'Care-team staff API',
    description: 'The console\'s and the care team\'s tools\' API: sign-in, enrolments, patient-state transitions, consent withdrawals, the audit log.',
    holds: isStaffRoute,
    securitySchemes: {
      staffBearer: { type: 'http', scheme: 'bearer', description: 'A staff token (STAFF_TOKENS).' },
      staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE, description: 'The console\'s session cookie from POST /staff/session; a change made with it also sends x-staff-request: 1.' },
    },
    security: [{ staffBearer: [] }, { staffSession: [] }],
  },
} satisfies Record<string, OpenapiDocument>;

/** The name a shared schema keeps in the documents' components: its `$id`. */
const componentName = (json: { $id?: unknown }, _baseUri: unknown, _fragment: unknown, index: number) => (typeof json.$id === 'string' ? json.$id : `def-${index}`);

/**
 * Shares the one error shape (routes refer to it as `ErrorResponse#`) and registers one @fastify/swagger per
 * document; call before any route is added. Each document is then `app.getDecorator(OPENAPI_DOCUMENTS.x.decorator)()`.
 */
export async function registerOpenapiDocuments(app: FastifyInstance, version: string): Promise<void> {
  app.addSchema({ $id: ERROR_RESPONSE_ID, ...errorResponseSchema });
  for (const document of Object.values(OPENAPI_DOCUMENTS) as OpenapiDocument[]) {
    await app.register(swagger, {
      decorator: document.decorator,
      refResolver: { buildLocalReference: componentName },
      openapi: {
        openapi: '3.1.0',
        info: { title: document.title, version, description: document.description, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: { securitySchemes: document.securitySchemes },
        security: document.security,
      },
      // The route schemas are JSON Schema as Ajv reads them: `const` stays `const`, and the document says its dialect.
      convertConstToEnum: false,
      transformObject: (built: { openapiObject: Record<string, unknown> }) => ({ openapi: built.openapiObject.openapi, jsonSchemaDialect: JSON_SCHEMA_2020_12, ...built.openapiObject }),
      transform: ({ schema, url }) => ({ schema: { ...schema, hide: schema?.hide === true || !document.holds(url) }, url }),
    } as Parameters<typeof swagger>[1]);
  }
}
