import { locate, sourceLocations } from './source-locations';
import { JsonSyntaxError } from './json-syntax-error';

const text = '{\n  "steps": [\n    { "id": "a", "fields": [ { "name": "x" } ] },\n    {"id": "b~/c"}\n  ]\n}\n';

describe('sourceLocations', () => {
  it('places object members at their key and array items at their value', () => {
    const found = sourceLocations(text);
    expect(found.get('')).toEqual({ line: 1, column: 1 });
    expect(found.get('/steps')).toEqual({ line: 2, column: 3 });
    expect(found.get('/steps/0')).toEqual({ line: 3, column: 5 });
    expect(found.get('/steps/0/fields/0/name')).toEqual({ line: 3, column: 32 });
    expect(found.get('/steps/1/id')).toEqual({ line: 4, column: 6 });
  });

  it('falls back to the nearest ancestor for a key the text lacks', () => {
    expect(locate(sourceLocations(text), '/steps/1/kind')).toEqual({ line: 4, column: 5 });
  });

  it('accepts everything JSON.parse accepts', () => {
    expect(() => sourceLocations('[1, -2.5e3, true, false, null, "\\u00e9\\n", {}, []]')).not.toThrow();
  });

  it.each(['{"a": 1} x', "{'a': 1}", '{"a": 1 // note\n}', '[01]', '{"a" 1}'])('refuses %j with a line and column', (bad) => {
    expect(() => sourceLocations(bad)).toThrow(JsonSyntaxError);
  });
});
