export default function AuthPage() {
  return <h1 className="text-3xl font-bold">Welcome to Hearth</h1>;
}
