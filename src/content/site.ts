/** The one support address, shown in the footer and on the static pages. */
export const SUPPORT_EMAIL: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@hearth.example';
