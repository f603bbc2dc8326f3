/** Lines of UTF-8 text from a stream of byte chunks, never holding more than one line and one chunk. */
export async function* textLines(chunks: AsyncIterable<Uint8Array>, maxLine: number, broken: () => Error): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let rest = '';
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw broken();
    }
  };
  const split = function* (text: string) {
    rest += text;
    let start = 0;
    let at: number;
    while ((at = rest.indexOf('\n', start)) >= 0) {
      yield rest.slice(start, at);
      start = at + 1;
    }
    rest = rest.slice(start);
    if (rest.length > maxLine) throw broken();
  };
  for await (const chunk of chunks) yield* split(decode(chunk));
  yield* split(decode());
  if (rest) yield rest;
}
