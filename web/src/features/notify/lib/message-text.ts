/**
 * A notification's `message` as the words it shows. The wire carries it as HTML
 * (api-contract §3.9): the worker escapes every quote, name and title in it, so a
 * reader's `Vec<String>` arrives as `Vec&lt;String&gt;`. Reading the text out of
 * an inert document (no script runs, no image loads) and rendering that as a text
 * node shows exactly what was typed and never lets a notice become markup. Rows
 * from the original server, which quoted raw comments, lose only their tags.
 */
export function messageText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
