import type { EndpointSpec, SharedData } from './endpoint-spec';

const language = (shared: SharedData) => (typeof shared.language === 'string' ? { headers: { 'accept-language': shared.language } } : {});

/** The member API's endpoints (README "API"), by namespace: `member/enrolment/start` and so on. */
export const MEMBER_ENDPOINTS: EndpointSpec = {
  member: {
    enrolment: {
      start: { method: 'post', kind: 'save', url: (_p, bases) => `${bases.member}/enrolments`, config: language, meta: { opensSession: true } },
      saveStep: { method: 'put', kind: 'save', url: (p, bases) => `${bases.member}/enrolment/steps/${encodeURIComponent(p.stepId ?? '')}`, config: language },
      slots: { method: 'get', kind: 'read', url: (_p, bases) => `${bases.member}/enrolment/slots`, config: language },
      summary: { method: 'get', kind: 'read', url: (_p, bases) => `${bases.member}/enrolment`, config: language },
      submit: { method: 'post', kind: 'submit', url: (_p, bases) => `${bases.member}/enrolment/submit`, config: language },
      logout: { method: 'post', kind: 'save', url: (_p, bases) => `${bases.member}/enrolment/logout`, config: language },
    },
  },
};
