import type { FastifyInstance } from 'fastify';
import type { StepAnswers } from '../../src/flow/flow-types';
import { apiMember } from './api-member';

/** What differs between the submitted members a test needs. */
export interface SubmittedMemberOptions {
  unit?: string;
  dateOfBirth?: string;
  guardianName?: string;
  irbConsent?: boolean;
  healthNetworkConsent?: boolean;
  country?: [string, string, string];
  phone?: string;
}

/** A US (or given-country) member who answered every step and submitted; the enrolment id. */
export async function submittedMember(app: FastifyInstance, options: SubmittedMemberOptions = {}): Promise<string> {
  const country = options.country ?? ['US', 'NY', 'America/New_York'];
  const member = await apiMember(app, options.unit ?? 'move');
  const steps: [string, StepAnswers][] = [
    ['language', { language: 'EN' }], ['country', { country: country[0] }], ['region', { region: country[1] }], ['timezone', { timezone: country[2] }],
    ['profile', { firstName: 'Ana', lastName: 'Silva', dateOfBirth: options.dateOfBirth ?? '1990-04-02', email: 'ana@example.org', phone: options.phone ?? '+1 212 555 0100' }],
    ['minors', { guardianName: options.guardianName ?? 'Maria Silva', guardianRelationship: 'parent', guardianEmail: 'maria@example.org', minorsConsent: true }],
    ['about-you', { gender: 'female', education: 'degree', race: 'hispanic', employment: 'full_time' }],
    ['legal', { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true }],
    ['hipaa', { hipaaConsent: true }], ['gdpr', { gdprConsent: true }],
    ['research', { irbConsent: options.irbConsent ?? true }], ['health-network', { healthNetworkConsent: options.healthNetworkConsent ?? true }],
  ];
  for (const [stepId, answers] of steps) {
    const res = await member.save(stepId, answers);
    if (res.statusCode === 409 && res.json<{ error: { code: string } }>().error.code === 'step_unreachable') continue;
    if (res.statusCode !== 200) throw new Error(`${stepId}: ${res.statusCode} ${res.body}`);
  }
  const slot = await member.firstFreeSlot();
  await member.saveOk('appointment', slot ? { slot } : {});
  const submitted = await member.submit();
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.statusCode} ${submitted.body}`);
  return member.enrolmentId;
}
