// Data slots in the prerendered first screens (src/app/prerender.tsx). A page marks an element whose
// words a server may fill in before sending the page with `data-slot="<name>"`; a server that fills it
// (local/spa.ts) puts the words in that element and the same value, as JSON, in a
// `<script type="application/json" id="hearth-slot-<name>">` block, from which the app takes it instead
// of asking again. A static host fills nothing: the element keeps its loading state.

/** Today's prompt on /prompt: the server paints one from the database with the page. */
export const PROMPT_SLOT = 'prompt';

/** The id of the JSON block that carries a filled slot's value to the app. */
export const slotDataId = (name: string) => `hearth-slot-${name}`;
