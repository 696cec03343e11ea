/**
 * A game's scenario file as the shared commands load it, for every game whose file scripts rounds:
 * read and check the text, turn the document into a script and a summary, and offer the battle's
 * setup and scripted decisions. The game gives its parts.
 */
import { fail, ok, type PathSegment, type Problem, type Result } from '../core/problem';
import type { DecisionSource } from '../engine/decisionSource';
import type { LoadedScenario, SeedChoice } from '../engine/game';
import type { DecisionOf, KindTable, RequestOf } from '../engine/kinds';
import type { BaseEvent } from '../engine/ruleset';

import { loadScenarioText, type ScenarioSpec } from './load';
import type { ScenarioText } from './text';
import { asScriptedSource, type LedgerSource } from './scriptedKit';
import type { LeftoversJudge } from './scriptLedger';

/** What every such file has at its top (headerFields.ts) and the rounds it scripts. */
export interface ScriptedDocument {
  readonly name: string;
  readonly description?: string;
  readonly seed?: string | number;
  readonly rounds: readonly unknown[];
}

/**
 * The types a game's scripted file brings, named once: the checked file (`doc`), the script read
 * from it, its summary, the battle's contract types, and the ledger its scripted source keeps.
 */
export interface ScriptedTypes<
  Doc extends ScriptedDocument = ScriptedDocument,
  Script = unknown,
  Summary = unknown,
  Setup = unknown,
  State = unknown,
  T extends KindTable = KindTable,
  Event extends BaseEvent = BaseEvent,
  Ledger extends { readonly lastRound: number } = { readonly lastRound: number },
> {
  readonly doc: Doc;
  readonly script: Script;
  readonly summary: Summary;
  readonly setup: Setup;
  readonly state: State;
  readonly kinds: T;
  readonly event: Event;
  readonly ledger: Ledger;
}

/**
 * The parts over the bundle `X`. The other parameters only name its members, never passed: the
 * types used as bare parameters let `defineScenarioKit` infer them from the game's arrow functions,
 * which TypeScript doesn't do through `X['doc']` alone.
 */
export interface ScriptedScenarioParts<
  X extends ScriptedTypes,
  Doc extends ScriptedDocument = X['doc'],
  Script = X['script'],
  Summary = X['summary'],
  State = X['state'],
  T extends KindTable = X['kinds'],
> {
  readonly spec: ScenarioSpec<Doc>;
  readonly toScript: (doc: Doc, file: string, lineOf: (path: readonly PathSegment[]) => number) => Script;
  readonly summarize: (doc: Doc) => Summary;
  /** One line for `validate`. */
  readonly describe: (summary: Summary) => string;
  /** The file's seed, where the game keeps it elsewhere than the top-level `seed`. */
  readonly seedOf?: (doc: Doc) => string | number | undefined;
  /** The file's one-line account of the battle, where its `description` is free text. */
  readonly blurbOf?: (doc: Doc) => string | undefined;
  readonly maxRounds: (doc: Doc, summary: Summary) => number;
  readonly toBattleSetup: (doc: Doc, seed: SeedChoice) => X['setup'];
  readonly scriptedSource: (
    script: Script,
    fallback: DecisionSource<State, RequestOf<T>, DecisionOf<T>>,
  ) => LedgerSource<State, T> & { readonly ledger: X['ledger'] };
  readonly judgeLeftovers: LeftoversJudge<Script, X['ledger'], State, X['event']>;
}

export type ScriptedLoaded<X extends ScriptedTypes> = LoadedScenario<
  X['setup'],
  X['state'],
  X['kinds'],
  X['event']
> & {
  /** The checked file, for code that knows the game. */
  readonly document: X['doc'];
  readonly summary: X['summary'];
};

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export function loadScriptedScenario<X extends ScriptedTypes>(
  parts: ScriptedScenarioParts<X>,
  text: string,
  file: string,
  parsed?: ScenarioText,
): Result<ScriptedLoaded<X>, Problem[]> {
  const read = loadScenarioText(text, file, parts.spec, parsed);
  if (!read.ok) return fail(read.error);
  const doc = read.value.value;
  const script = parts.toScript(doc, file, read.value.text.lineOf);
  const summary = parts.summarize(doc);
  const seed = parts.seedOf ? parts.seedOf(doc) : doc.seed;
  const blurb = parts.blurbOf ? parts.blurbOf(doc) : doc.description;
  return ok({
    file,
    name: doc.name,
    description: parts.describe(summary),
    ...(blurb !== undefined ? { blurb } : {}),
    summary,
    scriptedRounds: doc.rounds.length,
    maxRounds: parts.maxRounds(doc, summary),
    seed: seed === undefined ? undefined : String(seed),
    setup: (seed) => parts.toBattleSetup(doc, seed),
    scripted(fallback) {
      const source = parts.scriptedSource(script, fallback);
      return asScriptedSource<X['state'], X['kinds'], X['event']>(source, (through, events, final) =>
        parts.judgeLeftovers(script, source.ledger, through, events, final),
      );
    },
    document: doc,
  });
}
