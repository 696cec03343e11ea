/**
 * Text from files (a scenario's, a side's, a unit's or a card's name, a value echoed in an error)
 * reaches the terminal through Io's out and err: there, control characters are shown, not obeyed
 * (issue #22: a name holding `ESC ] 0 ; … BEL` retitled the terminal, `ESC [ 2 J` cleared it).
 * C0 controls but newline and tab, DEL and the C1 controls become `\x1b`-style text. The colours
 * diemen itself writes (SGR: `ESC [ … m`) are left alone; they can change only a colour.
 */

const CONTROL = /\u001b\[[0-9;]*m|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

const hex = (c: string): string => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** `text` safe to print: every control character but newline, tab and colour shown as `\xHH`. */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (m) => (m.length > 1 ? m : hex(m)));
}
