/** The plans a run compares: every listed scale crossed with every listed strategy per side. */
import type { BattleSetup, Declaration, Scale } from '../../rulesets/die-men/types';
import type { SimJob } from '../../sim/trial';

export interface Variant {
  /** "scale 50, duke=seize@3,2"; empty when nothing is varied. */
  readonly label: string;
  readonly scale: Scale;
  readonly fixed: Readonly<Record<string, Declaration>>;
}

export const describeDeclaration = (d: Declaration): string =>
  d.goal ? `${d.strategy}@${d.goal.kind === 'cell' ? d.goal.at : d.goal.edge}` : d.strategy;

export function variantsOf(
  setup: BattleSetup,
  scales: readonly Scale[] | null,
  strategies: ReadonlyMap<string, readonly Declaration[]>,
): Variant[] {
  let out: { scale: Scale; fixed: Record<string, Declaration>; parts: string[] }[] = (
    scales ?? [setup.scale]
  ).map((scale) => ({ scale, fixed: {}, parts: scales && scales.length > 0 ? [`scale ${scale}`] : [] }));
  for (const [side, list] of strategies) {
    out = out.flatMap((v) =>
      list.map((d) => ({
        scale: v.scale,
        fixed: { ...v.fixed, [side]: d },
        parts: [...v.parts, `${side}=${describeDeclaration(d)}`],
      })),
    );
  }
  return out.map((v) => ({ label: v.parts.join(', '), scale: v.scale, fixed: v.fixed }));
}

export function jobOf(setup: BattleSetup, seed: string, v: Variant): SimJob {
  return { setup: { ...setup, scale: v.scale }, seed, fixed: v.fixed };
}
