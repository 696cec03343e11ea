/**
 * A unit's name may read singular (`1 archer`, `archer`) or plural (`2 infantry`), so no Die, Men!
 * line puts a verb straight after one: "2 archer stay out of the battle" and "How many archer
 * move" read wrong. The units come last (`out of the battle: 1 archer`) or lead with a colon
 * (`archer: how many move (of 3)?`), as side names do (sideNameLines.test.ts).
 */
import type { PromptContext } from '../../../src/cli/die-men/prompts/context';
import { askUnits } from '../../../src/cli/die-men/prompts/askUnits';
import { renderEvent } from '../../../src/cli/die-men/render/renderEvent';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { plainStyle } from '../../../src/cli/style';
import type { Event } from '../../../src/rulesets/die-men/events';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';

const names = sideNames([{ id: 'clan', name: "Clan Ironfoot's Shieldbrothers" }], plainStyle);

describe("Die, Men!'s lines read right after a unit's name", () => {
  for (const units of [{ archer: 1 }, { infantry: 2 }, { infantry: 2, archer: 1 }]) {
    it(`units kept out of the battle (${JSON.stringify(units)}) end the line`, () => {
      const e = { type: 'notDeployed', round: 0, side: 'clan', units } as unknown as Event;
      const text = renderEvent(e, names, plainStyle)!;
      const label = Object.entries(units)
        .map(([t, n]) => `${n} ${t}`)
        .join(' + ');
      expect(text.endsWith(`: ${label}`)).toBe(true);
    });
  }

  it('a count asked by type leads with the type and a colon', async () => {
    const prompter = scriptedPrompter([]);
    const ctx = { prompter, say: () => undefined } as unknown as PromptContext;
    await askUnits(ctx, { infantry: 2, archer: 3 });
    expect(prompter.asked.map((q) => q.message)).toEqual([
      'infantry: how many move (of 2)? (0-2, or back)',
      'archer: how many move (of 3)? (0-3, or back)',
    ]);
  });
});
