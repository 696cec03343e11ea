// seedrandom's Alea generator on its own: importing the package root also loads node:crypto for
// auto-seeding, which diemen never uses (seeds are always explicit), and costs start-up time.
declare module 'seedrandom/lib/alea' {
  import type seedrandom from 'seedrandom';
  const alea: (
    seed?: string,
    options?: { state: seedrandom.State.Alea | true },
  ) => seedrandom.StatefulPRNG<seedrandom.State.Alea>;
  export default alea;
}
