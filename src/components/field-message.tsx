import CircleAlert from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';

/**
 * A message beside a field, tied to it with aria-describedby: a rule to know before submitting
 * (`hint`), what went wrong with this field (`error`, also announced), or news such as text that
 * was cut (`notice`, announced politely).
 */
export function FieldMessage({
  id,
  kind,
  children,
}: {
  id: string;
  kind: 'hint' | 'error' | 'notice';
  children: ReactNode;
}) {
  if (kind === 'hint')
    return (
      <p id={id} className="text-sm text-base-content/80">
        {children}
      </p>
    );
  const Icon = kind === 'error' ? CircleAlert : Info;
  return (
    <p
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-1.5 text-sm ${kind === 'error' ? 'text-error' : 'text-base-content'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
