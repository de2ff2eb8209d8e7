export default function FeedPage() {
  return <h1 className="text-3xl font-bold">Community Feed</h1>;
}
