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
import { asScriptedSource, type LedgerSource } from './scriptedKit';
import type { LeftoversJudge } from './scriptLedger';

/** What every such file has at its top (headerFields.ts) and the rounds it scripts. */
export interface ScriptedDocument {
  readonly name: string;
  readonly description?: string;
  readonly seed?: string | number;
  readonly rounds: readonly unknown[];
}

export interface ScriptedScenarioParts<
  Doc extends ScriptedDocument,
  Script,
  Summary,
  Setup,
  State,
  T extends KindTable,
  Event extends BaseEvent,
  Ledger extends { readonly lastRound: number },
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
  readonly toBattleSetup: (doc: Doc, seed: SeedChoice) => Setup;
  readonly scriptedSource: (
    script: Script,
    fallback: DecisionSource<State, RequestOf<T>, DecisionOf<T>>,
  ) => LedgerSource<State, T> & { readonly ledger: Ledger };
  readonly judgeLeftovers: LeftoversJudge<Script, Ledger, State, Event>;
}

export type ScriptedLoaded<
  Doc,
  Summary,
  Setup,
  State,
  T extends KindTable,
  Event extends BaseEvent,
> = LoadedScenario<Setup, State, T, Event> & {
  /** The checked file, for code that knows the game. */
  readonly document: Doc;
  readonly summary: Summary;
};

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export function loadScriptedScenario<
  Doc extends ScriptedDocument,
  Script,
  Summary,
  Setup,
  State,
  T extends KindTable,
  Event extends BaseEvent,
  Ledger extends { readonly lastRound: number },
>(
  parts: ScriptedScenarioParts<Doc, Script, Summary, Setup, State, T, Event, Ledger>,
  text: string,
  file: string,
): Result<ScriptedLoaded<Doc, Summary, Setup, State, T, Event>, Problem[]> {
  const read = loadScenarioText(text, file, parts.spec);
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
      return asScriptedSource<State, T, Event>(source, (through, events, final) =>
        parts.judgeLeftovers(script, source.ledger, through, events, final),
      );
    },
    document: doc,
  });
}
