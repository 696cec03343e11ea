/**
 * What a battle report page shows, as plain data: filled from a replayed log (buildReport.ts),
 * turned into HTML by renderReportHtml.ts. Text is as the battle gave it (unescaped); `svg` is
 * markup from the shared renderer, ready to inline.
 */

export interface ReportSide {
  readonly id: string;
  readonly name: string;
  /** Who fought it in the log: "computer", "a player". */
  readonly playedBy: string;
  /** Its strength at the start, in the game's own words ("15 units", "40 health"). */
  readonly strength: string;
}

/** One step of the page: the opening position (round null) or a round that was fought. */
export interface ReportStep {
  readonly round: number | null;
  /** "Opening position", "Round 3". */
  readonly heading: string;
  /** The map when the step ended, as inline SVG. */
  readonly svg: string;
  /** What the terminal prints for it, colour off: each event with its arithmetic, tables. */
  readonly lines: readonly string[];
}

export interface ReportData {
  /** The scenario's name. */
  readonly title: string;
  /** The game's name ("Die, Men!"). */
  readonly game: string;
  readonly seed: string;
  /** The log the report was made from, as given on the command line. */
  readonly log: string;
  /** The game's lines about the battle: its scale, its mode. */
  readonly intro: readonly string[];
  readonly sides: readonly ReportSide[];
  /** The opening position first, then each round. */
  readonly steps: readonly ReportStep[];
  /** Who won and why, or null when the log stops before the end. */
  readonly outcome: string | null;
  /** Anything the reader should know about the log: a divergence, an unfinished battle. */
  readonly notes: readonly string[];
  /** The step the page opens at (index into `steps`). */
  readonly start: number;
}
