import { ApiCallError, createMemberApi } from './member-api';

function fakeFetch(reply: (url: string, init: RequestInit) => Response | 'offline') {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (url: string, init?: RequestInit) => {
    calls.push({ url, init: init ?? {} });
    const response = reply(url, init ?? {});
    return response === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(response);
  };
  return { impl: impl as unknown as typeof fetch, calls };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the member API client', () => {
  it.each([
    ['startEnrolment', 'POST', '/member/enrolments', '{"locale":"en-US","unit":"move"}', (api: ReturnType<typeof createMemberApi>) => api.startEnrolment({ locale: 'en-US', unit: 'move' })],
    ['saveStep', 'PUT', '/member/enrolment/steps/about-you', '{"answers":{"gender":"female"}}', (api: ReturnType<typeof createMemberApi>) => api.saveStep('about-you', { gender: 'female' })],
    ['slots', 'GET', '/member/enrolment/slots', undefined, (api: ReturnType<typeof createMemberApi>) => api.slots()],
    ['submit', 'POST', '/member/enrolment/submit', undefined, (api: ReturnType<typeof createMemberApi>) => api.submit()],
    ['keepAlive', 'GET', '/member/enrolment/slots', undefined, (api: ReturnType<typeof createMemberApi>) => api.keepAlive()],
  ])('%s calls %s %s', async (_name, method, url, body, call) => {
    const { impl, calls } = fakeFetch(() => json(200, { enrolmentId: 'e', saved: true, slots: [], patientState: 'enrolled_300', destinations: [] }));
    const onSuccess = jest.fn();
    await call(createMemberApi('/member', impl, { shared: () => ({ language: 'es-US' }), onSuccess }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url, init: { method, credentials: 'same-origin' } });
    expect(calls[0].init.body).toBe(body);
    expect((calls[0].init.headers as Record<string, string>)['accept-language']).toBe('es-US');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('turns an error answer into ApiCallError with the status, code and fields, and tells the observer', async () => {
    const { impl } = fakeFetch(() => json(400, { error: { code: 'validation_failed', message: 'Answers were rejected', fields: [{ field: 'email', rule: 'format' }] } }));
    const onFailure = jest.fn();
    const error = await createMemberApi('/member', impl, { onFailure }).saveStep('profile', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields: [{ field: 'email', rule: 'format' }] });
    expect(onFailure).toHaveBeenCalledWith({ namespace: 'member/enrolment/saveStep', method: 'PUT', status: 400, code: 'validation_failed' }, error);
  });

  it('sends a save with the Idempotency-Key it is given, the same on every retry', async () => {
    const replies = [json(503, {}), json(200, { stepId: 'profile', saved: true })];
    const { impl, calls } = fakeFetch(() => replies.shift() ?? 'offline');
    await createMemberApi('/member', impl, { backoff: () => 0 }).saveStep('profile', { firstName: 'Ana' }, 'en-US', 'save_abcdefghijklmnop');
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['save_abcdefghijklmnop', 'save_abcdefghijklmnop']);
  });

  it('carries the step a submit error names, and none when the body names none or a non-string', async () => {
    const { impl } = fakeFetch(() => json(409, { error: { code: 'stale_answer', message: 'stale', stepId: 'appointment' } }));
    await expect(createMemberApi('/member', impl).submit()).rejects.toMatchObject({ status: 409, code: 'stale_answer', stepId: 'appointment' });
    const { impl: odd } = fakeFetch(() => json(409, { error: { code: 'incomplete', message: 'x', stepId: 42 } }));
    const error = await createMemberApi('/member', odd).submit().catch((e: unknown) => e);
    expect((error as ApiCallError).stepId).toBeUndefined();
  });

  it.each([
    [500, 'server_error'],
    [404, 'bad_request'],
  ])('gives a %i without an error body the code %s', async (status, code) => {
    const { impl } = fakeFetch(() => new Response('oops', { status }));
    await expect(createMemberApi('/member', impl).submit()).rejects.toMatchObject({ status, code });
  });

  it('reports an unreachable server as status 0 network_error, after retrying the GET', async () => {
    const { impl, calls } = fakeFetch(() => 'offline');
    const onFailure = jest.fn();
    await expect(createMemberApi('/member', impl, { onFailure, backoff: () => 0 }).slots()).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(calls).toHaveLength(4);
    expect(onFailure).toHaveBeenCalledWith({ namespace: 'member/enrolment/slots', method: 'GET', status: 0, code: 'network_error' }, expect.any(ApiCallError));
  });

  it('submits with a fresh Idempotency-Key, so a 503 is retried with the same key', async () => {
    let n = 0;
    const { impl, calls } = fakeFetch(() => (n++ === 0 ? json(503, {}) : json(200, { patientState: 'enrolled_300', destinations: [] })));
    const api = createMemberApi('/member', impl, { backoff: () => 0 });
    await api.submit();
    await api.submit();
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^submit_[A-Za-z0-9]{24}$/);
    expect(keys).toEqual([keys[0], keys[0], expect.not.stringMatching(keys[0])]);
  });

  it('says a call that passed its deadline is a timeout, and an outage (503) is unavailable, whatever code its body has', async () => {
    jest.useFakeTimers();
    try {
      const hanging = fakeFetch(() => 'offline');
      const hang = ((url: string, init?: RequestInit) => {
        void hanging.impl(url, init).catch(() => undefined);
        return new Promise<never>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }) as unknown as typeof fetch;
      const onFailure = jest.fn();
      const saved = createMemberApi('/member', hang, { onFailure }).saveStep('profile', { firstName: 'Ana' }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(await saved).toMatchObject({ status: 0, code: 'timeout' });
      expect(onFailure).toHaveBeenCalledWith({ namespace: 'member/enrolment/saveStep', method: 'PUT', status: 0, code: 'timeout' }, expect.any(ApiCallError));
    } finally {
      jest.useRealTimers();
    }
    const { impl } = fakeFetch(() => new Response(JSON.stringify({ error: { code: 'database_unavailable', message: 'down' } }), { status: 503, headers: { 'retry-after': '120' } }));
    await expect(createMemberApi('/member', impl).saveStep('profile', {})).rejects.toMatchObject({ status: 503, code: 'unavailable' });
  });

  it('keeps the submit Idempotency-Key for the next press until the server gave a definite answer', async () => {
    const replies: (Response | 'offline')[] = ['offline', 'offline', 'offline', 'offline', json(503, {}), json(409, { error: { code: 'incomplete', message: 'x', stepId: 'profile' } }), json(200, { patientState: 'enrolled_300', destinations: [] }), json(200, { patientState: 'enrolled_300', destinations: [] })];
    const { impl, calls } = fakeFetch(() => replies.shift() ?? 'offline');
    const api = createMemberApi('/member', impl, { backoff: () => 0 });
    await expect(api.submit()).rejects.toMatchObject({ code: 'network_error' });
    await expect(api.submit()).rejects.toMatchObject({ code: 'incomplete' });
    await api.submit();
    await api.submit();
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(8);
    // Unreachable (tried once and retried 3 times), then pressed again: one key until the 409; a fresh one after it, and after the success.
    expect(new Set(keys.slice(0, 6)).size).toBe(1);
    expect(keys[6]).not.toBe(keys[0]);
    expect(keys[7]).not.toBe(keys[6]);
  });

  it('uses an absolute member base as given', async () => {
    const { impl, calls } = fakeFetch(() => json(200, { slots: [] }));
    await createMemberApi('https://api.test/member/', impl).slots();
    expect(calls[0].url).toBe('https://api.test/member/enrolment/slots');
  });
});
