/**
 * Pieces every game's map picture is built from, so the three pictures say the same things in the
 * same words and tones: the line under the title, the legend's sides with their totals, how the
 * battle ended, and the ground tones (open, slowing, blocking ground look alike in every game).
 */
import type { Outcome } from '../../engine/ruleset';
import {
  roundWords,
  type PatternName,
  type PictureInfo,
  type PictureSide,
  type TerrainLook,
} from './picture';

/** The line under the title: the round, what the game measures its battle by, and the seed. */
export function pictureSubtitle(info: PictureInfo, maxRounds: number, measure: string): string {
  return [roundWords(info, maxRounds), measure, ...(info.seed ? [`seed ${info.seed}`] : [])].join(' · ');
}

/** A side's name by its id (the id itself for one the scenario doesn't name). */
export function sideNameOf(sides: readonly { id: string; name: string }[]): (id: string) => string {
  const names = new Map(sides.map((s) => [s.id, s.name]));
  return (id) => names.get(id) ?? id;
}

/** The legend's sides, each with its total (units, health, dice) as `note` words it. */
export function legendSides(
  sides: readonly { id: string; name: string }[],
  totals: ReadonlyMap<string, number>,
  note: (total: number) => string,
): PictureSide[] {
  return sides.map((s) => ({ id: s.id, name: s.name, note: note(totals.get(s.id) ?? 0) }));
}

/** "Battle over: victory for Red (reason)." or "Battle over: a draw (reason)." */
export function battleOverNote(outcome: Outcome, name: (id: string) => string): string {
  const who = outcome.winner ? `victory for ${name(outcome.winner)}` : 'a draw';
  return `Battle over: ${who} (${outcome.reason}).`;
}

/** The notes of a round whose only note is how the battle ended, if it did. */
export function battleOverNotes(
  events: readonly { readonly type: string; readonly outcome?: Outcome }[],
  name: (id: string) => string,
): string[] {
  return events.flatMap((e) =>
    e.type === 'battleEnded' && e.outcome ? [battleOverNote(e.outcome, name)] : [],
  );
}

/** The ground tones shared by the games: open, slowing (sand) and blocking (stone) ground. */
const TONES = {
  open: { fill: '#F7F4EA', ink: '#F7F4EA' },
  sand: { fill: '#F0E6C8', ink: '#8A7440' },
  stone: { fill: '#BDBDBD', ink: '#3C3C3C' },
} as const;

/** A terrain look in one of the shared tones, under the game's own word and pattern. */
export function groundLook(label: string, tone: keyof typeof TONES, pattern: PatternName): TerrainLook {
  return { label, ...TONES[tone], pattern };
}
