/** The unread count as people see it ("3") and hear it ("3 unread"); nothing at 0 (spec §2). */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`badge badge-sm badge-primary shrink-0 ${className}`}>
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
