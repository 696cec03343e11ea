/** The body of `diemen roll` for ordinary dice: read the options, roll, print, return the exit code. */
import { problem, type Problem } from '../../core/problem';
import { EXIT_OK, type Io } from '../io';
import { readingLine } from './dispatch';
import { isGroup } from '../../dice/rollGroup';
import { groupRoll } from './groupRoll';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { ordinaryRoll, ordinaryRollJson, type OrdinaryRollOpts } from './ordinaryRoll';

/** Options of `diemen roll` that only mean something for ORE pools. */
export const ORE_ONLY_ROLL_OPTIONS = [
  ['md', '--md'],
  ['difficulty', '--difficulty'],
  ['penalty', '--penalty'],
  ['actions', '--actions'],
  ['cap', '--cap'],
  ['vsMd', '--vs-md'],
  ['vsSet', '--vs-set'],
  ['untimed', '--untimed'],
  ['split', '--split'],
  ['squish', '--squish'],
] as const;

export function oreOnlyOption(o: Record<string, unknown>, text: string): Problem | null {
  for (const [key, flag] of ORE_ONLY_ROLL_OPTIONS) {
    const v = o[key];
    if (v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)) {
      return problem(
        'roll.ore-only-option',
        `${flag} is for One Roll Engine pools (like 6d); ${text} is ordinary dice`,
        { facts: { option: flag, text } },
      );
    }
  }
  return null;
}

export async function runOrdinaryRoll(
  text: string | undefined,
  o: OrdinaryRollOpts & { json?: boolean } & Record<string, unknown>,
  io: Io,
): Promise<number> {
  if (text === undefined) {
    return reportProblems(io, [
      problem('roll.no-dice', 'give the dice to roll, e.g. diemen roll 5d6 --target 4+'),
    ]);
  }
  const wrong = oreOnlyOption(o, text);
  if (wrong) return reportProblems(io, [wrong]);
  if (isGroup(text)) return groupRoll(text, o, io);
  const r = ordinaryRoll(text, o);
  if (!r.ok) return reportProblems(io, [r.error]);
  if (o.json) io.out(JSON.stringify(ordinaryRollJson(r.value)));
  else {
    const reading = readingLine(text, true);
    if (reading) io.out(styleFor(io).dim(reading));
    const { renderDiceRoll } = await import('../render/renderDiceRoll');
    io.out(renderDiceRoll(r.value, styleFor(io)));
  }
  return EXIT_OK;
}
