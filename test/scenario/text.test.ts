import { parseScenarioText } from '../../src/scenario';

const parse = (text: string) => {
  const r = parseScenarioText(text, 'x.yaml');
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('parseScenarioText', () => {
  const yaml = [
    'name: x', // 1
    'sides:', // 2
    '  - id: a', // 3
    '    units: { "3,2": 4 }', // 4
    '  - id: b', // 5
    '    units:', // 6
    '      "1,1": 3', // 7
    '      3,4: 5', // 8
  ].join('\n');

  it('parses YAML to plain data', () => {
    expect(parse(yaml).data).toEqual({
      name: 'x',
      sides: [
        { id: 'a', units: { '3,2': 4 } },
        { id: 'b', units: { '1,1': 3, '3,4': 5 } },
      ],
    });
  });

  it('knows the line of every key and list item', () => {
    const t = parse(yaml);
    expect(t.lineOf([])).toBe(1);
    expect(t.lineOf(['name'])).toBe(1);
    expect(t.lineOf(['sides'])).toBe(2);
    expect(t.lineOf(['sides', 0])).toBe(3);
    expect(t.lineOf(['sides', 0, 'units', '3,2'])).toBe(4);
    expect(t.lineOf(['sides', 1])).toBe(5);
    expect(t.lineOf(['sides', 1, 'units'])).toBe(6);
    expect(t.lineOf(['sides', 1, 'units', '3,4'])).toBe(8);
  });

  it('gives a missing field the line of its nearest ancestor', () => {
    const t = parse(yaml);
    expect(t.lineOf(['sides', 1, 'name'])).toBe(5);
    expect(t.lineOf(['sides', 1, 'units', '9,9', 'infantry'])).toBe(6);
    expect(t.lineOf(['options', 'maxRounds'])).toBe(1);
  });

  it('reads JSON too, with lines', () => {
    const t = parse('{\n  "name": "x",\n  "sides": [\n    {"id": "a"}\n  ]\n}\n');
    expect(t.data).toEqual({ name: 'x', sides: [{ id: 'a' }] });
    expect(t.lineOf(['name'])).toBe(2);
    expect(t.lineOf(['sides', 0, 'id'])).toBe(4);
  });

  it('skips a byte order mark and treats an empty file as null', () => {
    expect(parse('\uFEFFname: x').data).toEqual({ name: 'x' });
    expect(parse('').data).toBeNull();
    expect(parse('# only a comment\n').data).toBeNull();
  });

  it('reports YAML syntax errors with their line', () => {
    const r = parseScenarioText('name: x\nmap:\n  cols: [1, 2\nrows: 3\n', 'bad.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error[0]).toMatchObject({ code: 'scenario.yaml-syntax', file: 'bad.yaml' });
    expect(r.error[0]?.line).toBeGreaterThanOrEqual(3);
    expect(r.error[0]?.message).toMatch(/^bad YAML: /);
    expect(r.error[0]?.message).not.toMatch(/\n/);
  });

  it('reports duplicate keys and tabs with their lines', () => {
    const r = parseScenarioText('name: x\nname: y\n', 'dup.yaml');
    expect(!r.ok && r.error.map((p) => [p.line, p.facts?.yamlCode])).toEqual([[2, 'DUPLICATE_KEY']]);
  });

  it('refuses text that is far too large', () => {
    const r = parseScenarioText(`name: ${'x'.repeat(1_000_001)}`, 'big.yaml');
    expect(!r.ok && r.error[0]?.code).toBe('scenario.too-large');
  });
});

describe('parseScenarioText given a key twice', () => {
  const problemOf = (text: string) => {
    const r = parseScenarioText(text, 'x.yaml');
    if (r.ok) throw new Error('accepted');
    return r.error[0]!;
  };

  it('names a key holding a tab and a line break on one line, both escaped (the fuzz test found one)', () => {
    const p = problemOf('"a\\tb\\nc": 1\n"a\\tb\\nc": 2\n');
    expect(p.message).toContain('the key "a\\tb\\nc" is given twice');
  });
});

describe('parseScenarioText given a battle log', () => {
  const header = JSON.stringify({ type: 'header', format: 2, ruleset: 'die-men', seed: 's' });
  const log = `${header}\n${JSON.stringify({ type: 'round', round: 1 })}\n`;

  it('says it is a battle log and which commands read one, not "bad YAML"', () => {
    const r = parseScenarioText(log, 'game.jsonl');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    expect(r.error[0]).toMatchObject({ code: 'scenario.is-log', file: 'game.jsonl', line: 1 });
    expect(r.error[0]!.message).toContain('diemen replay');
  });

  it('still reads a one-line JSON scenario, and JSON whose first line is no log header, as before', () => {
    expect(parseScenarioText(JSON.stringify({ type: 'header', name: 'x' }), 'x.json').ok).toBe(true);
    const r = parseScenarioText('{"name": "x",\n "sides": []}\n', 'x.json');
    expect(r.ok).toBe(true);
  });
});
