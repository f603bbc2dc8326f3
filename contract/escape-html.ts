/**
 * Text made safe inside HTML (text and quoted attributes) and XML: the one
 * escape both sides use (worker: page heads, prerendered banners, feeds,
 * search snippets; web: plain code blocks).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
