import { assign, createActor, fromPromise, setup } from 'xstate';

/**
 * Runs XState's machine-building and first-state code once, on a machine of three states, in a start-up task of its
 * own before the flow's machine is built (src/web/boot/start-app.tsx). A slow phone compiles that code on its first
 * use: paid while building the flow's machine and the hydrating render's first state, it made each a task over
 * 50 ms. The actor is never started, so nothing runs behind it. Answers its first state, for a test.
 */
export function warmMachineCode(): { state: string; busy: boolean } {
  const machine = setup({
    types: { context: {} as { count: number }, events: {} as { type: 'AGAIN' } },
    guards: { counted: ({ context }) => context.count > 0 },
    actors: { work: fromPromise(() => Promise.resolve(1)) },
  }).createMachine({
    context: { count: 1 },
    initial: 'boot',
    states: {
      boot: { always: [{ guard: 'counted', target: 'working' }, { target: 'idle' }] },
      working: { tags: ['busy'], entry: assign({ count: ({ context }) => context.count + 1 }), invoke: { src: 'work', onDone: 'idle' } },
      idle: { on: { AGAIN: 'boot' } },
    },
  });
  const snapshot = createActor(machine).getSnapshot();
  return { state: String(snapshot.value), busy: snapshot.hasTag('busy') };
}
