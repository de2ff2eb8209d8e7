export default function TermsOfServicePage() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <h1 className="text-2xl font-semibold">Terms of Service</h1>
    </main>
  );
}
