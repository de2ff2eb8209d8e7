export default function PrivacyPolicyPage() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <h1 className="text-2xl font-semibold">Privacy Policy</h1>
    </main>
  );
}
