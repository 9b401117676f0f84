import { renderToString } from 'react-dom/server';
import { lazyComponent, preloadLazyComponents } from './lazy-component';

function Greeting(props: { name: string }) {
  return <p>Hello {props.name}</p>;
}

describe('lazyComponent', () => {
  it('loads nothing until asked, then renders the loaded component directly (no Suspense boundary)', async () => {
    let loads = 0;
    const LazyGreeting = lazyComponent(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    expect(loads).toBe(0);
    await LazyGreeting.preload();
    expect(loads).toBe(1);
    expect(renderToString(<LazyGreeting name="Ada" />)).toBe('<p>Hello <!-- -->Ada</p>');
  });

  it('loads once however often it is preloaded', async () => {
    let loads = 0;
    const LazyGreeting = lazyComponent(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.all([LazyGreeting.preload(), LazyGreeting.preload()]);
    expect(loads).toBe(1);
  });

  it('preloadLazyComponents loads every lazy component declared so far, the next only once the last has loaded and the page idled', async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const held = (name: string) => () => {
      started.push(name);
      return new Promise<typeof Greeting>((resolve) => finish.set(name, () => resolve(Greeting)));
    };
    lazyComponent(held('first'));
    lazyComponent(held('second'));
    let idle = 0;
    const between = jest.fn(async () => void (idle += 1));
    expect(started).toEqual([]);
    const done = preloadLazyComponents(between);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['first']);
    finish.get('first')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['first', 'second']);
    expect(idle).toBeGreaterThanOrEqual(2);
    finish.get('second')?.();
    await done;
  });
});
