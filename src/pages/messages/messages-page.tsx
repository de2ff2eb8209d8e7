export default function MessagesPage() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <h1 className="text-2xl font-semibold">Your Messages</h1>
    </main>
  );
}
