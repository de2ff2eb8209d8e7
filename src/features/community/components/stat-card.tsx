/** One number the community is proud of; shows a placeholder while it loads. */
export function StatCard({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4 text-center">
      <p className="text-3xl font-bold tabular-nums text-primary">{value ?? '—'}</p>
      <p className="mt-1 text-sm text-base-content/80">{label}</p>
    </div>
  );
}
