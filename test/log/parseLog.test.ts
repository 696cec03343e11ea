import { sealHeader, sealLines } from '../../src/log/checksum';
import { LOG_FORMAT } from '../../src/log/logFormat';
import { parseLog } from '../../src/log/parseLog';
import { stableHash } from '../../src/core/stableHash';

const scenario = { name: 'tiny', sides: [{ id: 'a' }, { id: 'b' }] };
const rawHeader = {
  type: 'header',
  format: LOG_FORMAT,
  tool: 'diemen 0.1.0',
  ruleset: 'die-men',
  rules: '1',
  rng: 'test-rng',
  seed: 's1',
  scenario,
  scenarioHash: stableHash(scenario),
  players: { a: 'human', b: 'ai' },
  dice: { a: false, b: false },
};
const body = [
  { type: 'decision', seq: 1, decision: { kind: 'declare', side: 'a', declaration: { strategy: 'hold' } } },
  { type: 'decision', seq: 2, decision: { kind: 'roll', side: 'a' } },
  { type: 'outcome', seq: 2, outcome: { kind: 'roll', side: 'a', faces: [1, 2] } },
  { type: 'round', round: 1, hash: '0123456789abcdef' },
  { type: 'end', winner: 'a', reason: 'b has no units' },
];
/** A log as diemen writes it: the header and every line sealed in a chain. */
const sealed = (header: object, rest: readonly object[]): object[] => {
  const h = sealHeader(header);
  return [h, ...sealLines(h.sum, rest).lines];
};
const lines = sealed(rawHeader, body);
const text = (ls: unknown[]): string => ls.map((l) => JSON.stringify(l)).join('\n') + '\n';

describe('parseLog', () => {
  it('reads a well-formed log and says it is finished', () => {
    const r = parseLog(text(lines), 'x.jsonl');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.header.seed).toBe('s1');
    expect(r.value.lines).toHaveLength(5);
    expect(r.value.lineNumbers[0]).toBe(2);
    expect(r.value.finished).toBe(true);
    expect(r.value.torn).toBeUndefined();
    expect(r.value.unterminated).toBe(false);
    expect(r.value.keptLength).toBe(text(lines).length);
  });

  it('reads a log with blank lines after its last (issue #22), keeping only its lines', () => {
    for (const tail of ['\n', '\n\n', ' \n', '\r\n\n']) {
      const r = parseLog(text(lines) + tail, 'x.jsonl');
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect(r.value.finished).toBe(true);
      expect(r.value.unterminated).toBe(false);
      expect(r.value.keptLength).toBe(text(lines).length);
    }
    // A blank line between lines is still not a log line.
    rejects(text(lines.slice(0, 2)) + '\n' + text(lines.slice(2)), 'log.bad-json', 3);
  });

  it('accepts an unfinished battle (no end line) as unfinished', () => {
    const r = parseLog(text(lines.slice(0, 3)), 'x.jsonl');
    expect(r.ok && r.value.finished).toBe(false);
  });

  const rejects = (t: string, code: string, line: number): void => {
    const r = parseLog(t, 'x.jsonl');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error[0]?.code).toBe(code);
      expect(r.error[0]?.line).toBe(line);
      expect(r.error[0]?.file).toBe('x.jsonl');
    }
  };

  it('sets a last line cut off mid-write aside, keeping every whole line before it', () => {
    const whole = text(lines.slice(0, 4));
    const t = text(lines).slice(0, whole.length + 20);
    const r = parseLog(t, 'x.jsonl');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.torn).toEqual({ line: 5, text: t.slice(whole.length) });
    expect(r.value.lines).toHaveLength(3);
    expect(r.value.finished).toBe(false);
    expect(r.value.keptLength).toBe(whole.length);
    expect(r.value.lastSum).toBe((lines[3] as { sum: string }).sum);
  });

  it('knows a whole last line that lacks its newline, so resume ends it before appending', () => {
    const t = text(lines.slice(0, 4)).slice(0, -1);
    const r = parseLog(t, 'x.jsonl');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.unterminated).toBe(true);
    expect(r.value.torn).toBeUndefined();
    expect(r.value.lines).toHaveLength(3);
  });

  it('refuses a log whose header itself is cut off: there is nothing to keep', () => {
    rejects(JSON.stringify(lines[0]).slice(0, 40), 'log.truncated', 1);
  });

  it('rejects an edited scenario', () => {
    rejects(
      text(sealed({ ...rawHeader, scenario: { ...scenario, name: 'edited' } }, body)),
      'log.scenario-edited',
      1,
    );
  });

  it('rejects a missing decision line', () => {
    rejects(text([lines[0], lines[2], lines[3]]), 'log.sequence-gap', 2);
  });

  it('rejects lines after the end, bad JSON, a bad header and an empty file', () => {
    rejects(text([...lines, lines[1]]), 'log.after-end', 7);
    rejects(text(lines).replace('"round":1', '"round":1,}'), 'log.bad-json', 5);
    rejects(text([sealHeader({ ...rawHeader, format: 99 })]), 'log.bad-header', 1);
    rejects('', 'log.empty', 1);
    rejects(text([lines[0], { type: 'decision', seq: 1 }]), 'log.bad-line', 2);
  });

  it('refuses a log without checksums: removing the header sum no longer switches the chain off', () => {
    const { sum: _sum, ...bare } = lines[0] as { sum: string };
    rejects(text([bare, ...lines.slice(1)]), 'log.unsealed', 1);
    // ...so the players (or the tool) can't be edited unnoticed after dropping it.
    rejects(text([{ ...bare, players: { a: 'ai', b: 'ai' } }, ...lines.slice(1)]), 'log.unsealed', 1);
    rejects(text([bare, ...body]), 'log.unsealed', 1);
    // A line without its sum breaks the chain where it is.
    const { sum: _s2, ...bareLine } = lines[2] as { sum: string };
    rejects(text([lines[0], lines[1], bareLine, ...lines.slice(3)]), 'log.edited', 3);
  });

  it('refuses data nested past any real log, in the header or a line, with its line instead of a crash', () => {
    // Built as text: JSON.stringify itself would run out of stack on it.
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const header = JSON.stringify({ ...rawHeader, scenarioHash: 'x', sum: 'x' }).replace(
      '"name":"tiny"',
      `"name":"tiny","x":${deep}`,
    );
    const rest = text(lines.slice(1));
    rejects(`${header}\n${rest}`, 'log.bad-header', 1);
    const r = parseLog(`${header}\n`, 'x.jsonl');
    expect(!r.ok && r.error[0]!.message).toMatch(/nested more than 100 levels deep/);
    const line = `{"type":"decision","seq":1,"decision":{"kind":"x","side":"a","deep":${deep}},"sum":"x"}`;
    rejects(`${JSON.stringify(lines[0])}\n${line}\n`, 'log.bad-line', 2);
  });

  it('refuses a format 2 header without dice (who rolls real dice), at line 1', () => {
    const { dice: _dice, ...noDice } = rawHeader;
    rejects(text(sealed(noDice, body)), 'log.bad-header', 1);
    // A format 1 log never had it.
    expect(parseLog(text(sealed({ ...noDice, format: 1 }, body)), 'x.jsonl').ok).toBe(true);
  });

  it('refuses a "__proto__" key anywhere (a zod record would drop it silently)', () => {
    const withProto = (json: string) => json.replace('"players":{', '"players":{"__proto__":"ai",');
    rejects(withProto(text(lines)), 'log.bad-header', 1);
    const line =
      '{"type":"decision","seq":1,"decision":{"kind":"x","side":"a","__proto__":{"y":1}},"sum":"x"}';
    rejects(`${JSON.stringify(lines[0])}\n${line}\n`, 'log.bad-line', 2);
  });
});
