import { LOG_FORMAT } from '../../src/log/logFormat';
import { parseLog } from '../../src/log/parseLog';
import { stableHash } from '../../src/core/stableHash';

const scenario = { name: 'tiny', sides: [{ id: 'a' }, { id: 'b' }] };
const header = {
  type: 'header',
  format: LOG_FORMAT,
  tool: 'diemen 0.1.0',
  ruleset: 'die-men',
  rules: '1',
  rng: 'test-rng',
  seed: 's1',
  scenario,
  scenarioHash: stableHash(scenario),
};
const lines = [
  header,
  { type: 'decision', seq: 1, decision: { kind: 'declare', side: 'a', declaration: { strategy: 'hold' } } },
  { type: 'decision', seq: 2, decision: { kind: 'roll', side: 'a' } },
  { type: 'outcome', seq: 2, outcome: { kind: 'roll', side: 'a', faces: [1, 2] } },
  { type: 'round', round: 1, hash: '0123456789abcdef' },
  { type: 'end', winner: 'a', reason: 'b has no units' },
];
const text = (ls: unknown[]): string => ls.map((l) => JSON.stringify(l)).join('\n') + '\n';

describe('parseLog', () => {
  it('reads a well-formed log and says it is finished', () => {
    const r = parseLog(text(lines), 'x.jsonl');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.header.seed).toBe('s1');
    expect(r.value.lines).toHaveLength(5);
    expect(r.value.lineNumbers[0]).toBe(2);
    expect(r.value.finished).toBe(true);
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

  it('rejects a log cut off mid-line', () => {
    const t = text(lines);
    rejects(t.slice(0, t.length - 10), 'log.truncated', 6);
  });

  it('rejects an edited scenario', () => {
    rejects(
      text([{ ...header, scenario: { ...scenario, name: 'edited' } }, ...lines.slice(1)]),
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
    rejects(text([{ ...header, format: 99 }]), 'log.bad-header', 1);
    rejects('', 'log.empty', 1);
    rejects(text([header, { type: 'decision', seq: 1 }]), 'log.bad-line', 2);
  });
});
