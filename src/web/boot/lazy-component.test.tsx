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

  it('preloadLazyComponents loads every lazy component declared so far', async () => {
    let loads = 0;
    lazyComponent(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    expect(loads).toBe(0);
    await preloadLazyComponents();
    expect(loads).toBe(1);
  });
});
