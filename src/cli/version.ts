/** The version `diemen --version` prints and battle logs record as the tool that wrote them. */
export const VERSION = '0.1.0';
