// Who wrote a reflection, in the words the reflect page and the timeline both show above it.
/** "A reflection from Hearth's built-in guide" / "A reflection from <model>" (issue 17 item 5). */
export function reflectionLabel(reflectionBy: string | null | undefined): string {
  if (!reflectionBy) return 'A reflection for you';
  return reflectionBy === 'builtin' ? "A reflection from Hearth's built-in guide" : `A reflection from ${reflectionBy}`;
}
