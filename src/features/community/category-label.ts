/** Categories arrive lowercase ("anger and conflict"); people read them in sentence case. */
export const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);
