/** The older Die Fighting general that scripts/df-general-figures.mjs bundles from another source tree. */
declare module 'old-general' {
  export function computerGeneral(): unknown;
}
