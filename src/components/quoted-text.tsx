/**
 * Text that quotes someone else's words (a reflection quoting the writer): every "…" or “…” span
 * is isolated with <bdi>, so an Arabic or Hebrew quote inside an English sentence keeps its own
 * order and does not drag the punctuation around it into the wrong place.
 */
export function QuotedText({ text }: { text: string }) {
  const parts = text.split(/("[^"\n]+"|“[^”\n]+”)/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : part))}</>;
}
