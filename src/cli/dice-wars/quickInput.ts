/**
 * What `diemen dw attack` reads: an attacker and a target as a few words either side of `vs`,
 * quick to type at the table, and the same as flags (which win over the words).
 *
 *   ATTACKER: [N | xN | squad N | N models] WEAPON   WEAPON: basic | melee | melee N | ranged N |
 *             indirect N | m N | rN | iN | ranged:N  (basic, or melee with no dice: Basic Melee)
 *   TARGET:   [squad | unit] [speed N | sN] [armor N | aN] [cover]
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { QuickAttack, QuickDice, QuickWeapon } from '../../rulesets/dice-wars/quickAttack';

export interface AttackFlags {
  readonly members?: string;
  readonly weapon?: string;
  readonly targetSpeed?: string;
  readonly targetArmor?: string;
  readonly cover?: boolean;
  readonly squadTarget?: boolean;
}

const bad = (message: string, field: string, facts: Record<string, unknown> = {}): Problem =>
  problem('attack.bad-input', message, { path: [field], facts });

const KINDS: Readonly<Record<string, QuickWeapon['kind']>> = {
  m: 'melee',
  melee: 'melee',
  r: 'ranged',
  ranged: 'ranged',
  i: 'indirect',
  indirect: 'indirect',
  basic: 'basic',
};

const num = (s: string | undefined): number | null => (s !== undefined && /^\d+$/.test(s) ? Number(s) : null);

/** `ranged 2`, `r2`, `ranged:2`, `basic`, `melee` (Basic Melee) from the words at `i`; how many it took. */
function weaponAt(words: readonly string[], i: number): { weapon: QuickWeapon; used: number } | null {
  const m = /^([a-z]+):?(\d+)?$/.exec(words[i]!);
  const kind = m ? KINDS[m[1]!] : undefined;
  if (!m || !kind) return null;
  if (kind === 'basic') return { weapon: { kind, dice: 0 }, used: 1 };
  if (m[2] !== undefined) return { weapon: { kind, dice: Number(m[2]) }, used: 1 };
  const next = num(words[i + 1]);
  if (next !== null) return { weapon: { kind, dice: next }, used: 2 };
  return kind === 'melee' ? { weapon: { kind: 'basic', dice: 0 }, used: 1 } : null;
}

interface Side {
  models?: number;
  weapon?: QuickWeapon;
}

function readAttacker(words: readonly string[]): Result<Side> {
  const out: Side = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const n = num(w) ?? num(/^x(\d+)$/.exec(w)?.[1]);
    if (n !== null) {
      out.models = n;
      if (['models', 'members', 'model', 'member'].includes(words[i + 1] ?? '')) i++;
      continue;
    }
    if (w === 'squad' || w === 'unit') continue;
    const weapon = weaponAt(words, i);
    if (!weapon)
      return fail(
        bad(`"${w}" is not an attacker word (N models, basic, melee N, ranged N, indirect N)`, 'attacker', {
          word: w,
        }),
      );
    out.weapon = weapon.weapon;
    i += weapon.used - 1;
  }
  return ok(out);
}

function readTarget(words: readonly string[]): Result<Partial<QuickAttack['target']>> {
  const out: { speed?: number; armor?: number; cover?: boolean; squad?: boolean } = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'cover') out.cover = true;
    else if (w === 'squad') out.squad = true;
    else if (w === 'unit') out.squad = false;
    else {
      const m = /^(speed|armor|armour|s|a):?(\d+)?$/.exec(w);
      const n = m?.[2] !== undefined ? Number(m[2]) : num(words[i + 1]);
      if (!m || n === null)
        return fail(
          bad(`"${w}" is not a target word (squad, speed N, armor N, cover)`, 'target', { word: w }),
        );
      if (m[2] === undefined) i++;
      if (m[1]!.startsWith('s')) out.speed = n;
      else out.armor = n;
    }
  }
  return ok(out);
}

const flagNumber = (v: string | undefined, flag: string): Result<number | undefined> => {
  if (v === undefined) return ok(undefined);
  const n = num(v);
  return n === null ? fail(bad(`${flag} takes a whole number, not "${v}"`, flag)) : ok(n);
};

/** The attack the words and flags describe. */
export function readAttack(args: readonly string[], flags: AttackFlags): Result<QuickAttack> {
  const words = args.flatMap((a) => a.toLowerCase().split(/\s+/)).filter(Boolean);
  const vs = words.indexOf('vs');
  const attacker = readAttacker(vs < 0 ? words : words.slice(0, vs));
  if (!attacker.ok) return attacker;
  const target = readTarget(vs < 0 ? [] : words.slice(vs + 1));
  if (!target.ok) return target;
  let weapon = attacker.value.weapon;
  if (flags.weapon !== undefined) {
    const w = weaponAt(flags.weapon.toLowerCase().split(/[\s]+/), 0);
    if (!w)
      return fail(bad(`--weapon is basic, melee:N, ranged:N or indirect:N, not "${flags.weapon}"`, 'weapon'));
    weapon = w.weapon;
  }
  if (!weapon)
    return fail(
      bad('name the weapon: basic, melee N, ranged N or indirect N (or --weapon ranged:2)', 'weapon'),
    );
  const members = flagNumber(flags.members, '--members');
  const speed = flagNumber(flags.targetSpeed, '--target-speed');
  const armor = flagNumber(flags.targetArmor, '--target-armor');
  if (!members.ok) return members;
  if (!speed.ok) return speed;
  if (!armor.ok) return armor;
  const t = target.value;
  return ok({
    models: members.value ?? attacker.value.models ?? 1,
    weapon,
    target: {
      speed: speed.value ?? t.speed ?? 0,
      armor: armor.value ?? t.armor ?? 0,
      cover: flags.cover ?? t.cover ?? false,
      squad: flags.squadTarget ?? t.squad ?? false,
    },
  });
}

/** `--dice HITS/DAMAGE/SAVES`, each comma-separated faces (a part may be empty): `5,3/4/2`. */
export function readQuickDice(text: string): Result<QuickDice> {
  const parts = text.split('/');
  if (parts.length > 3) return fail(bad('--dice is HITS/DAMAGE/SAVES, e.g. 5,3/4/2', 'dice', { text }));
  const lists: number[][] = [];
  for (const p of parts) {
    const faces = p.split(/[\s,]+/).filter(Boolean);
    if (faces.some((f) => !/^[1-6]$/.test(f)))
      return fail(bad(`--dice faces are 1 to 6: "${p}"`, 'dice', { text }));
    lists.push(faces.map(Number));
  }
  const [hit, damage, save] = lists;
  return ok({ ...(hit ? { hit } : {}), ...(damage ? { damage } : {}), ...(save ? { save } : {}) });
}
