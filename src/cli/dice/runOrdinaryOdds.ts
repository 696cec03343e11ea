/** The body of `diemen odds` for ordinary dice: read the options, work out the odds, print them. */
import { problem } from '../../core/problem';
import { EXIT_OK, type Io } from '../io';
import { ORE_ONLY_OPTIONS } from './oreOptions';
import { readingLine } from './dispatch';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { ordinaryOdds, ordinaryOddsJson, type OrdinaryOddsOpts } from './ordinaryOdds';

export async function runOrdinaryOdds(
  text: string,
  o: OrdinaryOddsOpts & { json?: boolean } & Record<string, unknown>,
  io: Io,
): Promise<number> {
  for (const [key, flag] of ORE_ONLY_OPTIONS) {
    if (o[key] !== undefined && o[key] !== false) {
      return reportProblems(io, [
        problem(
          'odds.ore-only-option',
          `${flag} is for One Roll Engine pools (like 6d); ${text} is ordinary dice`,
          {
            facts: { option: flag, text },
          },
        ),
      ]);
    }
  }
  const r = ordinaryOdds(text, o);
  if (!r.ok) return reportProblems(io, [r.error]);
  if (o.json) io.out(JSON.stringify(ordinaryOddsJson(r.value)));
  else {
    const reading = readingLine(o.save === undefined ? text : undefined, true);
    if (reading) io.out(styleFor(io).dim(reading));
    const { renderDiceOdds } = await import('../render/renderDiceOdds');
    io.out(renderDiceOdds(r.value, styleFor(io)));
  }
  return EXIT_OK;
}
