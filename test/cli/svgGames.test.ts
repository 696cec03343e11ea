/**
 * Die Fighting and Dice Wars pictures: every bundled battle's opening position, and a scripted round whose
 * arrows carry the damage its events dealt. Read with a real XML parser. In-process (runMain): the
 * pictures are what is checked, and `map --svg` runs through the binary in svgMaps.test.ts.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNIT_TYPES } from '../../src/rulesets/die-fighting/cards';
import { loadDieFightingScenario } from '../../src/rulesets/die-fighting/scenario';
import { loadDiceWarsScenario } from '../../src/rulesets/dice-wars/scenario';
import { bundledFiles, SCENARIOS_DIR } from '../helpers/bundledFiles';
import { groups, parseSvg, texts } from '../helpers/parseSvg';
import { runMain } from '../helpers/runMain';

const out = mkdtempSync(join(tmpdir(), 'diemen-df-svg-'));

describe('Die Fighting pictures', () => {
  it.each(bundledFiles('die-fighting'))('%s: one mark per unit, showing its full health', async (file) => {
    const path = join(SCENARIOS_DIR, file);
    const loaded = loadDieFightingScenario(readFileSync(path, 'utf8'), path);
    if (!loaded.ok) throw new Error(file);
    const setup = loaded.value.setup({ fallback: 'x' });
    const svgFile = join(out, file.replace(/\.yaml$/, '.svg'));
    expect((await runMain(['map', path, '--svg', svgFile])).code).toBe(0);
    const svg = parseSvg(readFileSync(svgFile, 'utf8'));
    const marks = groups(svg, 'mark').map((g) => [
      g.getAttribute('data-cell'),
      g.getAttribute('data-side'),
      texts(g)[0],
    ]);
    const want = Object.entries(setup.units).map(([at, u]) => [at, u.side, String(UNIT_TYPES[u.type].die)]);
    expect(marks.sort()).toEqual(want.sort());
    const legend = texts(groups(svg, 'legend')[0]!).join('\n');
    for (const s of setup.sides) expect(legend).toContain(s.name);
  });

  it("draws a scripted round's moves and hits, each attack labelled with the damage its event dealt", async () => {
    const file = 'test/fixtures/scenarios/die-fighting/tactics.yaml';
    const dir = join(out, 'tactics');
    expect((await runMain(['step', file, '--svg', dir])).code).toBe(0);
    const svg = parseSvg(readFileSync(join(dir, 'round-01.svg'), 'utf8'));
    const json = JSON.parse((await runMain(['step', file, '--json'])).stdout) as {
      rounds: { events: { type: string; hurt?: { damage: number }[] }[] }[];
    };
    const dealt = json.rounds[0]!.events.flatMap((e) =>
      e.type === 'damage' ? e.hurt!.map((h) => `−${h.damage}`) : [],
    );
    const labels = groups(svg, 'arrow-label').flatMap((g) => texts(g));
    expect(labels.sort()).toEqual(dealt.sort());
    expect(groups(svg, 'move')).toHaveLength(3);
    expect(texts(groups(svg, 'legend')[0]!).join(' ')).toContain('attack (label: damage, or miss)');
  });
});

describe('Dice Wars pictures', () => {
  it.each(bundledFiles('dice-wars'))(
    '%s: parses, one mark per model, every side in the legend',
    async (file) => {
      const path = join(SCENARIOS_DIR, file);
      const loaded = loadDiceWarsScenario(readFileSync(path, 'utf8'), path);
      if (!loaded.ok) throw new Error(file);
      const setup = loaded.value.setup({ fallback: 'x' });
      const svgFile = join(out, file.replace(/\.yaml$/, '.svg'));
      expect((await runMain(['map', path, '--svg', svgFile])).code).toBe(0);
      const svg = parseSvg(readFileSync(svgFile, 'utf8'));
      const models = setup.units.flatMap((u) => u.at).sort();
      expect(
        groups(svg, 'mark')
          .map((g) => g.getAttribute('data-cell'))
          .sort(),
      ).toEqual(models);
      const legend = texts(groups(svg, 'legend')[0]!).join('\n');
      for (const s of setup.sides) expect(legend).toContain(s.name);
    },
  );
});
