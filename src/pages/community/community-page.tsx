export default function CommunityPage() {
  return <h1 className="text-3xl font-bold">Community</h1>;
}
