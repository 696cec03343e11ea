/**
 * A replayed battle as report data: the opening position and each round, each with its map (the
 * game's picture through the shared renderer) and the lines the terminal prints for it. Those
 * lines come from the game's own screen, as `replay --no-map` shows them with colour off, caught
 * round by round: the page says what the terminal says, from the one renderer.
 */
import type { Outcome, BaseEvent } from '../../engine/ruleset';
import type { LogHeader } from '../../log/logFormat';
import type { AnyGameFace } from '../battle/face';
import { sideNames } from '../render/sideNames';
import { plainStyle, type Style } from '../style';
import type { MapPicture, PictureInfo } from '../svg/picture';
import { changeNotes, describeTurns, turnsBySide, type PlayersChange } from '../battle/playedBy';
import { renderMapSvg } from '../svg/renderMapSvg';
import { inlineSvg } from './inlineSvg';
import type { ReportData, ReportSide, ReportStep } from './reportData';

export interface ShownEvent {
  readonly e: BaseEvent;
  /** The battle after the step the event belongs to. */
  readonly state: unknown;
}

export interface ReportInput {
  readonly face: AnyGameFace;
  readonly picture: (state: unknown, events: readonly BaseEvent[], info: PictureInfo) => MapPicture;
  /** The log's file, as given. */
  readonly file: string;
  /** The scenario's name. */
  readonly name: string;
  readonly header: LogHeader;
  readonly setup: unknown;
  /** Every event replayed, in order: up to a divergence, never past it. */
  readonly shown: readonly ShownEvent[];
  /** The log's `players` lines, where the replay met them (a resume changed who plays). */
  readonly changes?: readonly PlayersChange[];
  readonly outcome: Outcome | null;
  readonly notes: readonly string[];
  /** The round the page opens at (`--round`), if not the opening position. */
  readonly from?: number;
}

/** The events, text and last state of one step (round 0: before the first round). */
interface Bucket {
  readonly events: BaseEvent[];
  readonly lines: string[];
  state: unknown;
  ended: boolean;
}

const PLAYED: ReadonlyMap<string, string> = new Map([
  ['ai', 'computer'],
  ['human', 'a player'],
]);

const word = (player: string): string => PLAYED.get(player) ?? 'a player';

/**
 * The page's lines are laid out as `replay` prints them at a terminal with no width to keep to:
 * the browser wraps them to its window (`white-space: pre-wrap`), so a renderer that breaks a line
 * to fit 80 columns (a Die, Men! roll) must not break it here.
 */
const PAGE_STYLE: Style = { ...plainStyle, width: 1000 };

/** Each step's events and text; an event of no round belongs to the step it comes in. */
function buckets(input: ReportInput): Map<number, Bucket> {
  const { face, shown } = input;
  const sides = face.rules.sides(input.setup);
  const byRound = new Map<number, Bucket>();
  let current: Bucket | null = null;
  const out = (text: string): void => {
    current?.lines.push(...text.split('\n'));
  };
  const names = sideNames(sides, PAGE_STYLE);
  const screen = face.screen(out, names, PAGE_STYLE, { mode: 'replay', map: false });
  const notes = changeNotes(
    input.changes ?? [],
    sides.map((s) => s.id),
    word,
    names.name,
  );
  let round = 0;
  for (const [i, { e, state }] of shown.entries()) {
    round = face.rules.eventRound(e) ?? round;
    const bucket = byRound.get(round) ?? { events: [], lines: [], state, ended: false };
    byRound.set(round, bucket);
    current = bucket;
    const note = notes.get(i);
    if (note !== undefined) bucket.lines.push(note);
    bucket.events.push(e);
    // A round is drawn as it ended; the battle's end, after it, changes nothing on the map.
    if (!bucket.ended) bucket.state = state;
    if (face.rules.log.roundEnded(e) !== null) bucket.ended = true;
    screen.event(e, state);
  }
  return byRound;
}

function outcomeLine(input: ReportInput, lastRound: number, name: (id: string) => string): string | null {
  const o = input.outcome;
  if (!o) return null;
  const when = lastRound > 0 ? ` in round ${lastRound}` : '';
  return o.winner === null
    ? `A draw${when}: ${o.reason}`
    : `Victory for ${name(o.winner)}${when}: ${o.reason}`;
}

// eslint-disable-next-line max-lines-per-function -- the report's parts assembled in page order
export function buildReport(input: ReportInput): ReportData {
  const { face, header } = input;
  const sides = face.rules.sides(input.setup);
  const names = sideNames(sides, plainStyle);
  const info = { name: input.name, seed: header.seed };
  const byRound = buckets(input);
  const rounds = [...byRound.keys()].filter((r) => r > 0).sort((a, b) => a - b);
  // "round 3 of 8": of the rounds fought, once the log says the battle is over.
  const played = input.outcome ? { ...info, rounds: rounds.length } : info;
  // The opening position is the battle as it stands when round 1 begins: after the steps before
  // it (the setup's events and, where deployment is played, every unit placed), not before them.
  const openingState = byRound.get(0)?.state ?? input.shown[0]?.state;
  const openingPicture =
    openingState === undefined ? null : input.picture(openingState, [], { ...played, round: null });
  let before = openingState;
  const roundPictures = rounds.map((round) => {
    const b = byRound.get(round)!;
    const picture = input.picture(b.state, b.events, { ...played, round, before });
    before = b.state;
    return picture;
  });
  // Each map shows the part of the table where its round happened (renderMapSvg), as --svg does.
  const draw = (picture: MapPicture | null, prefix: string): string =>
    picture ? inlineSvg(renderMapSvg(picture), prefix) : '';

  const steps: ReportStep[] = [
    {
      round: null,
      heading: 'Opening position',
      svg: draw(openingPicture, 'opening-'),
      lines: byRound.get(0)?.lines ?? [],
    },
  ];
  rounds.forEach((round, i) => {
    const b = byRound.get(round)!;
    steps.push({
      round,
      heading: b.ended ? `Round ${round}` : `Round ${round} (unfinished)`,
      svg: draw(roundPictures[i]!, `r${round}-`),
      lines: b.lines,
    });
  });
  const strength = new Map((openingPicture?.sides ?? []).map((s) => [s.id, s.note ?? '']));
  const turns = turnsBySide(
    sides.map((s) => s.id),
    header.players,
    input.changes ?? [],
  );
  const reportSides: ReportSide[] = sides.map((s) => ({
    id: s.id,
    name: s.name,
    playedBy: describeTurns(turns.get(s.id)!, word),
    strength: strength.get(s.id) ?? '',
  }));
  const start = steps.findIndex((s) => s.round === input.from);
  return {
    title: input.name,
    game: face.rules.meta.title,
    seed: header.seed,
    log: input.file,
    intro: face.intro(input.setup),
    sides: reportSides,
    steps,
    outcome: outcomeLine(input, rounds[rounds.length - 1] ?? 0, names.name),
    notes: input.notes,
    start: Math.max(0, start),
  };
}
