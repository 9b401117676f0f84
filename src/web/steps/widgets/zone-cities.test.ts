import { loadedZoneCities, loadZoneCities } from './zone-cities';

describe('loadZoneCities', () => {
  it('loads the city names of the language’s interface locale once, then has them at hand', async () => {
    expect(loadedZoneCities('pt-PT')).toBeUndefined();
    const first = loadZoneCities('pt');
    expect(loadZoneCities('pt-PT')).toBe(first);
    const table = await first;
    expect(table['America/New_York']).toBe('Nova Iorque');
    expect(loadedZoneCities('pt-BR')).toBe(table);
    await expect(loadZoneCities('pt-PT')).resolves.toBe(table);
  });

  it('reads an unknown or hostile language as the default locale’s names, never another path', async () => {
    const table = await loadZoneCities('../../../package');
    expect(table).toBe(await loadZoneCities('en-US'));
    expect(table['America/Sao_Paulo']).toBe('São Paulo');
  });
});
