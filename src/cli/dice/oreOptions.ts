/** The options of `diemen odds` that only One Roll Engine pools read, with their flags. */
export const ORE_NUMBER_OPTIONS = [
  ['difficulty', '--difficulty'],
  ['penalty', '--penalty'],
  ['actions', '--actions'],
  ['cap', '--cap'],
  ['width', '--width'],
  ['height', '--height'],
] as const;

/** All of them: the numbers and `--table`. */
export const ORE_ONLY_OPTIONS = [...ORE_NUMBER_OPTIONS, ['table', '--table']] as const;
