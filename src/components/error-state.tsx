import CircleAlert from 'lucide-react/icons/circle-alert';

/** A calm, non-technical failure message (spec §8 wording comes from the caller). */
export function ErrorState({
  title,
  description = 'Please try again later.',
}: {
  title: string;
  description?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-box border border-base-300 bg-base-200 p-8 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-8 text-error" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-base-content/80">{description}</p>
    </div>
  );
}
