export default function ReflectPage() {
  return <h1 className="text-3xl font-bold">Your Reflection</h1>;
}
