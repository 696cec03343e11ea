/**
 * A scenario with armies written in is loaded from the document so made (plain JSON, one line),
 * so its scripted entries' problems would all point at line 1. The rounds are the file's own, at
 * the same paths: this gives each such problem the line of its field in the file as written.
 */
import type { Problem } from '../../core/problem';
import type { AnyLoadedScenario } from '../../engine/game';
import type { ScenarioText } from '../../scenario';

export function withScriptLines(loaded: AnyLoadedScenario, text: ScenarioText): AnyLoadedScenario {
  const reline = (p: Problem): Problem =>
    p.file === text.file && p.path !== undefined ? { ...p, line: text.lineOf(p.path) } : p;
  return {
    ...loaded,
    setup: (seed) => loaded.setup(seed),
    scripted: (fallback) => {
      const source = loaded.scripted(fallback);
      // Forwarded one by one: a source may be a class instance, whose methods a spread would lose.
      return {
        get lastRound() {
          return source.lastRound;
        },
        decide: (request, state) => source.decide(request, state),
        locate: (decision, p) => reline(source.locate(decision, p)),
        unusedProblems: (through) => source.unusedProblems(through).map(reline),
        leftovers: (through, events, final) => {
          const { errors, warnings } = source.leftovers(through, events, final);
          return { errors: errors.map(reline), warnings: warnings.map(reline) };
        },
      };
    },
  };
}
