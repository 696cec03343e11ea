/**
 * The map at a round's start (roundScreen.ts, mapView.ts): drawn once, under the round's header,
 * so it is the last thing above the round's first question; the lines under it are counted until
 * a question is put (screens.ts), so a prompt knows whether it is still in sight.
 */
import { mapView } from '../../../src/cli/battle/mapView';
import { tellingPrompter } from '../../../src/cli/battle/screens';
import type { Prompter } from '../../../src/cli/prompts/prompter';
import { plainStyle } from '../../../src/cli/style';

type E = { readonly type: string };
/** A position is a number; its map is three lines and a roster of two above it. */
function view(map = true) {
  const lines: string[] = [];
  const v = mapView<E, number>({
    out: (t) => lines.push(...t.split('\n')),
    style: plainStyle,
    options: { map },
    position: (s) => s,
    above: (s) => `roster ${s}\nroster end`,
    draw: (s) => `map ${s}\nrow\nkey`,
    line: (e) => (e.type === 'roundStarted' ? '\n── Round ──' : e.type),
  });
  return { v, lines };
}

describe('the map at a round start', () => {
  it('is drawn under the round header, once, with the roster above it', () => {
    const { v, lines } = view();
    v.event({ type: 'battleStarted' }, 0);
    v.event({ type: 'roundStarted' }, 0);
    expect(lines).toEqual([
      'battleStarted',
      '',
      '── Round ──',
      'roster 0',
      'roster end',
      'map 0',
      'row',
      'key',
    ]);
    v.event({ type: 'moved' }, 1);
    v.event({ type: 'roundEnded' }, 1);
    expect(lines.slice(-1)).toEqual(['roundEnded']);
    v.event({ type: 'roundStarted' }, 1);
    expect(lines.slice(-7)).toEqual(['', '── Round ──', 'roster 1', 'roster end', 'map 1', 'row', 'key']);
  });

  it("is drawn before the next event's line when no round follows", () => {
    const { v, lines } = view();
    v.event({ type: 'battleStarted' }, 0);
    v.event({ type: 'roundStarted' }, 0);
    v.event({ type: 'moved' }, 2);
    v.event({ type: 'roundEnded' }, 2);
    v.event({ type: 'battleEnded' }, 2);
    expect(lines.slice(-7)).toEqual([
      'roundEnded',
      'roster 2',
      'roster end',
      'map 2',
      'row',
      'key',
      'battleEnded',
    ]);
    // A position unchanged at the round's end is not drawn again.
    v.event({ type: 'roundEnded' }, 2);
    v.event({ type: 'roundStarted' }, 2);
    expect(lines.filter((l) => l === 'map 2')).toHaveLength(1);
  });

  it('is drawn by finish when the events stop right after a round ends (a log cut there), once', () => {
    const { v, lines } = view();
    v.event({ type: 'battleStarted' }, 0);
    v.event({ type: 'roundStarted' }, 0);
    v.event({ type: 'moved' }, 3);
    v.event({ type: 'roundEnded' }, 3);
    expect(lines.at(-1)).toBe('roundEnded');
    v.finish();
    expect(lines.slice(-5)).toEqual(['roster 3', 'roster end', 'map 3', 'row', 'key']);
    v.finish();
    expect(lines.filter((l) => l === 'map 3')).toHaveLength(1);
  });

  it('finish draws nothing when the last board is already drawn (the battle ended with its line)', () => {
    const { v, lines } = view();
    v.event({ type: 'battleStarted' }, 0);
    v.event({ type: 'roundStarted' }, 0);
    v.event({ type: 'roundEnded' }, 4);
    v.event({ type: 'battleEnded' }, 4);
    const before = lines.length;
    v.finish();
    expect(lines).toHaveLength(before);
    expect(lines.filter((l) => l === 'map 4')).toHaveLength(1);
  });

  it('counts the lines from the top of the map (not the roster) until a question is put', () => {
    const { v } = view();
    expect(v.mapLines()).toBeNull();
    v.event({ type: 'battleStarted' }, 0);
    v.event({ type: 'roundStarted' }, 0);
    expect(v.mapLines()).toBe(3);
    v.say('a line\nand another');
    expect(v.mapLines()).toBe(5);
    const asked: string[] = [];
    const inner: Prompter = {
      select: async (m, c) => (asked.push(m), c[0]!.value),
      number: async (m, _a, _b, i) => (asked.push(m), i),
      input: async (m) => (asked.push(m), ''),
      pause: async (m) => void asked.push(m),
      secretly: (run) => run(),
    };
    const p = tellingPrompter(inner, v.asked);
    void p.pause('press Enter');
    expect(asked).toEqual(['press Enter']);
    expect(v.mapLines()).toBeNull();
    // A new position drawn counts again.
    v.showMap(1);
    expect(v.mapLines()).toBe(3);
  });

  it('draws nothing with the map off', () => {
    const { v, lines } = view(false);
    v.event({ type: 'battleStarted' }, 0);
    v.event({ type: 'roundStarted' }, 0);
    expect(lines).toEqual(['battleStarted', '', '── Round ──']);
    expect(v.mapLines()).toBeNull();
  });
});
