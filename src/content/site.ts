/** The one support address, shown in the footer and on the static pages. */
export const SUPPORT_EMAIL: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@hearth.example';

export const SITE_NAME = 'Hearth';
export const SITE_TAGLINE = 'A quiet place to write what you feel, and be met with kindness.';
