/** Writing HTML as text: a battle's names are anyone's text, so everything from a file is escaped. */

/** C0 controls (a terminal escape in a name, a NUL) have no business in a page: dropped. */
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(CONTROLS, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
