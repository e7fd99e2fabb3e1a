/** A paragraph broken into lines of at most about `width` characters. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of paragraph.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A TSDoc comment of the paragraphs given, wrapped; a paragraph of several lines (a code sample)
 * is kept as it is, and an empty one leaves a blank line.
 */
export function comment(paragraphs: readonly string[], width = 96): string {
  const lines = paragraphs
    .map((paragraph) => paragraph.replaceAll('*/', '*\\/'))
    .flatMap((paragraph) => (paragraph.includes('\n') ? paragraph.split('\n') : wrap(paragraph, width)));
  if (lines.length === 1) return `/** ${lines[0]} */`;
  return `/**\n${lines.map((line) => ` *${line === '' ? '' : ` ${line}`}`).join('\n')}\n */`;
}
