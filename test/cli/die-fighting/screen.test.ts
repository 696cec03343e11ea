/** The screen step, play and replay print through, and the header lines before a battle. */
import { dieFightingIntro, dieFightingScreen } from '../../../src/cli/die-fighting/screen';
import { renderEvent } from '../../../src/cli/die-fighting/render/renderEvent';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { MODES } from '../../../src/rulesets/die-fighting/cards';
import { choreographed, choreoSetup } from './battle';

const names = sideNames(choreoSetup().sides, plainStyle);
/** A map's first line: the column numbers of the 6-column test map. */
const MAP_HEAD = /^\s+0\s+1\s+2\s+3\s+4\s+5$/;
/** A block of output holding a map (step prints it above the roster, play below). */
const hasMap = (t: string): boolean => t.split('\n').some((l) => MAP_HEAD.test(l));

function show(mode: 'step' | 'play' | 'replay', o: { map?: boolean; fromRound?: number } = {}) {
  const out: string[] = [];
  const screen = dieFightingScreen((t) => out.push(t), names, plainStyle, { mode, map: o.map ?? true, ...o });
  const { steps } = choreographed();
  for (const s of steps) screen.event(s.e, s.state);
  const maps = out.filter(hasMap);
  return { out, maps, steps, screen };
}

describe('the Die Fighting screen', () => {
  it('step: every event line, and the map with the roster at each round end', () => {
    const { out, maps, steps } = show('step');
    const lines = steps.map((s) => renderEvent(s.e, names, plainStyle, s.state));
    expect(out.filter((t) => !hasMap(t))).toEqual(lines);
    expect(maps).toHaveLength(steps.filter((s) => s.e.type === 'roundEnded').length);
    expect(maps[0]).toContain('│ side │');
    expect(show('step', { map: false }).maps).toHaveLength(0);
  });

  it('play: the map at the start and when the position changed; the prompts see the same screen', () => {
    const { maps, out } = show('play');
    expect(maps.length).toBe(3); // the start, and both rounds changed the position
    // Right after the battle's first line (the set-up roll follows, not a round's header: see
    // test/cli/battle/roundMap.test.ts), the roster above it.
    expect(out.indexOf(maps[0]!)).toBe(2);
    expect(out[1]).toContain('│ side │');
  });

  it('replay --round 2: nothing of round 1, then the position as round 2 begins', () => {
    const { out, maps } = show('replay', { fromRound: 2 });
    expect(out[0]).toContain('Round 2');
    expect(out[1]).toContain('│ side │');
    expect(hasMap(out[2]!)).toBe(true);
    expect(out.join('\n')).not.toContain('Set-up roll');
    expect(maps.length).toBeGreaterThanOrEqual(1);
  });

  it('resume: replayed events wait for catchUp, which shows the current round only', () => {
    const out: string[] = [];
    const screen = dieFightingScreen((t) => out.push(t), names, plainStyle, { mode: 'play', map: true });
    const { steps } = choreographed();
    const cut = steps.findIndex((s) => s.e.type === 'roundStarted' && s.e.round === 2) + 2;
    for (const s of steps.slice(0, cut)) screen.replayed(s.e, s.state);
    expect(out).toEqual([]);
    screen.catchUp();
    expect(out[0]).toContain('resumed');
    expect(out.join('\n')).toContain('Round 2');
    expect(out.join('\n')).not.toContain('Set-up roll');
    screen.catchUp();
    expect(out.filter((t) => t.includes('resumed'))).toHaveLength(1);
  });

  it('the intro names the mode, its points and real-time length, the game type and the rounds', () => {
    const skirmish = { ...choreoSetup(), mode: 'skirmish' as const, points: MODES.skirmish.points };
    const lines = dieFightingIntro({ ...skirmish, options: { game: 'timed', maxRounds: 6 } });
    expect(lines.join('\n')).toContain(`Skirmish: ${MODES.skirmish.points} points`);
    expect(lines.join('\n')).toContain(`${MODES.skirmish.minutes}-minute`);
    expect(lines.join('\n')).toContain('timed game: 6 rounds');
    const custom = dieFightingIntro({ ...choreoSetup(), options: { game: 'elimination', maxRounds: 9 } });
    expect(custom.join('\n')).toMatch(
      /^1000 points an army, 6x4 squares\nelimination game: .*at most 9 rounds/,
    );
  });
});
