import { escapeHtml } from '@contract/escape-html';
import { isOwnImage } from '@contract/own-image';

/**
 * Chat text travels as an HTML string (contract §3.3: the original sent a
 * contenteditable's innerHTML). We send what was typed, escaped, so it shows
 * exactly as typed; what arrives is rendered through an allow-list, because
 * other clients may send markup.
 */
const ALLOWED_TAGS = new Set(['br', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'p', 'div', 'code']);

/** Elements whose content goes with them, as DOMPurify drops it (the rest keep their text). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'title', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'iframe', 'audio', 'video', 'head']);

const HTML_NS = 'http://www.w3.org/1999/xhtml';

function rebuild(parent: Node): string {
  let html = '';
  for (const node of parent.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) html += escapeHtml((node as Text).data);
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    // svg and math (other namespaces) go whole, as DOMPurify drops them
    if (element.namespaceURI !== HTML_NS || DROPPED_WITH_CONTENT.has(element.localName)) continue;
    const inner = rebuild(element);
    if (!ALLOWED_TAGS.has(element.localName)) html += inner;
    else html += element.localName === 'br' ? '<br>' : `<${element.localName}>${inner}</${element.localName}>`;
  }
  return html;
}

/**
 * The allow-list without a sanitizer library (DOMPurify was 11 KB of the chat
 * page's first visit): the message is read by the browser's parser in an
 * inert template (nothing runs or loads there) and written again from its
 * text, escaped, and the allowed tags, without a single attribute. Other
 * elements leave their text; scripts, styles, svg and math leave nothing.
 */
export function sanitizeChatHtml(html: string): string {
  const box = document.createElement('template');
  box.innerHTML = html;
  return rebuild(box.content);
}

/** Image messages are shown only for pictures this site serves (the shared own-image rule). */
export const isOwnImageUrl = (url: string): boolean => isOwnImage(url);
