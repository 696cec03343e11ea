import * as z from 'zod';
import { closest, knownKeysAt, meantField, loadScenarioText, type ScenarioSpec } from '../../src/scenario';

const units = z.union([z.number().int().min(1), z.strictObject({ infantry: z.number().int().min(1) })]);
const schema = z.strictObject({
  name: z.string().min(1),
  size: z.strictObject({ cols: z.number().int(), rows: z.number().int() }),
  units: z.record(z.string().regex(/^\d+,\d+$/, { error: 'not a cell' }), units),
  mode: z.enum(['fast', 'slow']).default('fast'),
  list: z.array(z.number().max(10)).max(3).optional(),
});
const spec: ScenarioSpec<z.output<typeof schema>> = { schema };

const problems = (text: string, s: ScenarioSpec<unknown> = spec) => {
  const r = loadScenarioText(text, 'f.yaml', s);
  if (r.ok) throw new Error('expected problems');
  return r.error.map((p) => `${p.line}: ${p.path?.join('.')}: ${p.message} [${p.code}]`);
};

describe('zod issues as problems', () => {
  it('passes valid data through with defaults', () => {
    const r = loadScenarioText('name: a\nsize: { cols: 1, rows: 2 }\nunits: { "1,1": 3 }\n', 'f.yaml', spec);
    expect(r.ok && r.value.value).toEqual({
      name: 'a',
      size: { cols: 1, rows: 2 },
      units: { '1,1': 3 },
      mode: 'fast',
    });
  });

  it('reports every problem in one pass, sorted by line, with file and line', () => {
    const text = [
      'size:', // 1
      '  cols: two', // 2
      '  rows: 3', // 3
      '  depth: 4', // 4
      'units:', // 5
      '  "1,1": { infantry: 0 }', // 6
      '  "a": 2', // 7
      '  "2,2": "many"', // 8
      'mode: medium', // 9
      'list: [1, 11, 2, 3]', // 10
    ].join('\n');
    expect(problems(text)).toEqual([
      '1: name: missing: expected a string [scenario.invalid_type]',
      '2: size.cols: expected a number, got "two" [scenario.invalid_type]',
      '4: size.depth: unknown field "depth" (allowed here: cols, rows) [scenario.unrecognized_keys]',
      '6: units.1,1.infantry: must be at least 1, got 0 [scenario.too_small]',
      '7: units.a: not a cell [scenario.invalid_key]',
      '8: units.2,2: expected a number or a mapping (key: value), got "many" [scenario.invalid_union]',
      '9: mode: expected one of fast or slow, got "medium" [scenario.invalid_value]',
      '10: list: holds at most 3 items, got 4 items [scenario.too_big]',
    ]);
  });

  it('checks list items', () => {
    expect(problems('name: a\nsize: { cols: 1, rows: 2 }\nunits: {}\nlist: [1, 11]\n')).toEqual([
      '4: list.1: must be at most 10, got 11 [scenario.too_big]',
    ]);
  });

  it('suggests the field that was meant', () => {
    expect(problems('name: a\nsize: { cols: 1, rows: 2 }\nunits: {}\nmdoe: fast\n')).toEqual([
      '4: mdoe: unknown field "mdoe" (did you mean "mode"?) [scenario.unrecognized_keys]',
    ]);
  });

  it('reports a file that is not a mapping', () => {
    expect(problems('- 1\n- 2\n')).toEqual([
      '1: : expected a mapping (key: value), got a list [scenario.invalid_type]',
    ]);
    expect(problems('')).toEqual(['1: : expected a mapping (key: value), got null [scenario.invalid_type]']);
  });

  it('runs the ruleset checks even when the schema failed', () => {
    const s: ScenarioSpec<unknown> = {
      schema,
      check: (data, report) => {
        const name = (data as { name?: unknown }).name;
        if (name === 'bad') report('bad-name', ['name'], 'no bad names', { name });
      },
    };
    expect(problems('name: bad\n', s)).toEqual([
      '1: size: missing: expected a mapping (key: value) [scenario.invalid_type]',
      '1: units: missing: expected a mapping (key: value) [scenario.invalid_type]',
      '1: name: no bad names [scenario.bad-name]',
    ]);
    expect(problems('name: bad\nsize: { cols: 1, rows: 1 }\nunits: {}\n', s)).toEqual([
      '1: name: no bad names [scenario.bad-name]',
    ]);
  });

  it('finds the keys an object accepts through wrappers, records and unions', () => {
    expect(knownKeysAt(schema, [])).toEqual(['name', 'size', 'units', 'mode', 'list']);
    expect(knownKeysAt(schema, ['size'])).toEqual(['cols', 'rows']);
    expect(knownKeysAt(schema, ['units', '3,3'])).toEqual(['infantry']);
    expect(knownKeysAt(schema, ['nope'])).toEqual([]);
  });

  it('only suggests close names', () => {
    expect(closest('atack', ['attack', 'defend'])).toBe('attack');
    expect(closest('Defend', ['attack', 'defend'])).toBe('defend');
    expect(closest('zzz', ['attack', 'defend'])).toBeUndefined();
    // "game" is one edit from "name", but a newcomer writing it means the ruleset.
    expect(meantField('game', ['name', 'ruleset', 'map'])).toBe('ruleset');
    expect(meantField('Rules', ['name', 'ruleset'])).toBe('ruleset');
    // Only where the field it stands for is allowed; spelling still leads elsewhere.
    expect(meantField('game', ['name', 'map'])).toBe('name');
    expect(meantField('rulset', ['name', 'ruleset'])).toBe('ruleset');
  });
});
