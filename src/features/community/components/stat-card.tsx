/** One number the community is proud of; shows a placeholder while it loads. */
export function StatCard({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 px-2 py-4 text-center sm:p-4">
      <p className="text-2xl font-bold tabular-nums text-primary sm:text-3xl">{value ?? '—'}</p>
      <p className="mt-1 text-sm text-base-content/80">{label}</p>
    </div>
  );
}
