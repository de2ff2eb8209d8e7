export default function GrowthPage() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <h1 className="text-2xl font-semibold">Your Growth</h1>
    </main>
  );
}
