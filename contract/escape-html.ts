/**
 * Text made safe inside HTML (text and quoted attributes) and XML: the one
 * escape both sides use (worker: page heads, prerendered banners, feeds,
 * search snippets; web: plain code blocks).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** Typed text as HTML that shows exactly as typed, line breaks kept (comments, notes and chat send and show it so). */
export const textToHtml = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');
