export default function InsightsPage() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <h1 className="text-2xl font-semibold">Insights</h1>
    </main>
  );
}
