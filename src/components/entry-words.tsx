/**
 * What someone wrote, as every screen shows it: the prompt it answers (isolated, so a prompt and an
 * answer in different scripts do not reorder each other) above the words themselves, in the reading
 * face and in the writer's own direction (dir="auto": Arabic and Hebrew align right).
 */
export function EntryWords({ promptUsed, journalText }: { promptUsed?: string | null; journalText: string }) {
  return (
    <>
      {promptUsed && (
        <p className="text-sm text-base-content/80">
          <bdi>{promptUsed}</bdi>
        </p>
      )}
      <p dir="auto" className="journal-text whitespace-pre-wrap break-words text-lg">
        {journalText}
      </p>
    </>
  );
}
