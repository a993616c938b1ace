// Escaping for values written into server-made HTML: text and attribute values alike.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' }

/** Safe inside element text and inside single- or double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, c => ENTITIES[c])
}
