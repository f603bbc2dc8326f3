/** Placeholder until the worker's search tokenizer exists; replaced below once its API is known. */
export async function rebuildSearchIndex() {
  return 0;
}
