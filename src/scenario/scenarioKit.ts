/**
 * `defineScenarioKit`: a game's scenario files as the shared commands see them, from what differs.
 * A game whose file scripts rounds gives its parts (scriptedScenario.ts) and what the commands
 * offer beside loading (JSON Schema, template, armies); the loader, the kit and the defaults
 * (the round limit from `options.maxRounds`) come from here, as `defineGame` does for the rules.
 */
import type { Problem, Result } from '../core/problem';
import type { ScenarioKit } from '../engine/game';
import type { KindTable } from '../engine/kinds';
import type { BaseEvent } from '../engine/ruleset';
import type { ScenarioText } from './text';

import {
  loadScriptedScenario,
  type ScriptedDocument,
  type ScriptedLoaded,
  type ScriptedScenarioParts,
  type ScriptedTypes,
} from './scriptedScenario';

/** A file that keeps its round limit where most do: `options.maxRounds`. */
type WithRoundLimit = { readonly options: { readonly maxRounds: number } };

/** The round limit, which a file keeping it in `options.maxRounds` need not say how to read. */
type MaxRoundsPart<Doc, Summary> = Doc extends WithRoundLimit
  ? { readonly maxRounds?: (doc: Doc, summary: Summary) => number }
  : { readonly maxRounds: (doc: Doc, summary: Summary) => number };

export type ScenarioKitSpec<X extends ScriptedTypes> = Omit<ScriptedScenarioParts<X>, 'maxRounds'> &
  MaxRoundsPart<X['doc'], X['summary']> &
  KitExtras<X>;

/** What the commands offer beside loading: JSON Schema, template, armies. */
type KitExtras<X extends ScriptedTypes> = Omit<
  ScenarioKit<X['setup'], X['state'], X['kinds'], X['event']>,
  'load'
>;

/** The kit, whose loader also hands the checked file and its summary to code that knows the game. */
export type ScriptedKit<X extends ScriptedTypes> = KitExtras<X> & {
  /** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
  load(text: string, file: string, parsed?: ScenarioText): Result<ScriptedLoaded<X>, Problem[]>;
};

/** What a kit's loader gives when the file is good. */
export type LoadedOf<K extends { load(text: string, file: string): Result<unknown, Problem[]> }> = Extract<
  ReturnType<K['load']>,
  { readonly ok: true }
>['value'];

const optionsRoundLimit = (doc: unknown): number => (doc as WithRoundLimit).options.maxRounds;

/**
 * The game names its contract's types (the kinds can't be read back from its scripted source);
 * the file's types are read from the parts: `defineScenarioKit<Setup, State, Kinds, Event>()({ ... })`.
 */
export const defineScenarioKit =
  <Setup, State, T extends KindTable, Event extends BaseEvent>() =>
  <Doc extends ScriptedDocument, Script, Summary, Ledger extends { readonly lastRound: number }>(
    spec: ScenarioKitSpec<ScriptedTypes<Doc, Script, Summary, Setup, State, T, Event, Ledger>>,
  ): ScriptedKit<ScriptedTypes<Doc, Script, Summary, Setup, State, T, Event, Ledger>> => {
    const { armies, jsonSchema, schemaFile, template, templateGrids, ...rest } = spec;
    // MaxRoundsPart lets the game leave `maxRounds` out only when its Doc has options.maxRounds.
    const parts: ScriptedScenarioParts<ScriptedTypes<Doc, Script, Summary, Setup, State, T, Event, Ledger>> =
      {
        ...rest,
        maxRounds: rest.maxRounds ?? optionsRoundLimit,
      };
    return {
      ...(armies ? { armies } : {}),
      jsonSchema,
      ...(schemaFile !== undefined ? { schemaFile } : {}),
      ...(template ? { template } : {}),
      ...(templateGrids ? { templateGrids } : {}),
      load: (text, file, parsed) => loadScriptedScenario(parts, text, file, parsed),
    };
  };
