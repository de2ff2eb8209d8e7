export default function WritePage() {
  return <h1 className="text-3xl font-bold">Write</h1>;
}
