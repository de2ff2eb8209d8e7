export interface Article {
  id: string;
  title: string;
  /** The first 300 characters of the content, shown as a preview (spec §9). */
  excerpt: string;
  /** Paragraphs, in reading order. */
  content: string[];
  category: string;
  readTime: string;
  tags: string[];
}

export const ARTICLE_PREVIEW_LENGTH = 300;

function preview(paragraphs: string[]): string {
  const text = paragraphs.join(' ');
  if (text.length <= ARTICLE_PREVIEW_LENGTH) return text;
  // Cut on a word boundary so the preview never ends mid-word.
  const cut = text.slice(0, ARTICLE_PREVIEW_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ')).trimEnd()}…`;
}

function readTime(paragraphs: string[]): string {
  const words = paragraphs.join(' ').split(/\s+/).length;
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}

function article(fields: Omit<Article, 'excerpt' | 'readTime'>): Article {
  return { ...fields, excerpt: preview(fields.content), readTime: readTime(fields.content) };
}

export const articles: Article[] = [
  article({
    id: 'why-writing-helps',
    title: 'Why writing things down can help',
    category: 'Journaling',
    tags: ['journaling', 'feelings', 'getting started'],
    content: [
      'When something is weighing on you, it can feel like it takes up all the room in your head. Thoughts loop, repeat and tangle together. Writing gives them somewhere else to go. Once a worry is on the page, you can look at it from a little distance instead of only from the inside.',
      'Researchers have studied “expressive writing” for decades. In many of those studies, people who wrote about difficult experiences for a few minutes on a few days reported feeling somewhat better afterwards. The effects are usually modest and not everyone feels them, but it is a gentle, low-cost thing to try.',
      'You do not need to be a good writer. Nobody is grading this. Half sentences, lists, single words and even angry scribbles all count. Some people like to start from a prompt; others just begin with “Right now I feel…” and see where it goes.',
      'It is normal to feel a little stirred up right after writing about something painful. That usually settles. If writing about a particular memory feels overwhelming, it is okay to stop, to write about something lighter, or to come back another day. You are in charge of the pace.',
      'Over time, your entries can become a record of how much you have carried and how you have changed. Looking back, many people notice patterns they could not see in the moment — and small signs of their own resilience.',
      'If you are going through something that feels too heavy to hold alone, writing can sit alongside other support, but it is not a replacement for it. Reaching out to someone you trust, or to a crisis line, is always a good choice.',
    ],
  }),
  article({
    id: 'hard-days',
    title: 'Getting through a hard day, one small step at a time',
    category: 'Coping',
    tags: ['hard days', 'self-care', 'coping'],
    content: [
      'Some days are just hard. Maybe you can name why, maybe you cannot. On those days, the usual advice to “think positive” can feel far away. What often helps more is shrinking the day down to something you can manage.',
      'Start with your body. Have you had some water? Something to eat? Could you step outside, open a window, or stretch for a minute? These are small things, but our moods and our bodies are closely linked, and looking after one often eases the other a little.',
      'Next, pick one thing. Not the whole to-do list — one thing. Answering a single message, taking a shower, or putting on clean clothes is a real accomplishment on a hard day. When it is done, you are allowed to notice that you did it.',
      'Be careful with the stories your mind tells on bad days. Thoughts like “it will always be like this” or “I always mess things up” feel true in the moment, but they are feelings speaking, not facts. Writing them down and asking “is this the whole picture?” can loosen their grip.',
      'Reaching out counts as a step too. A text to a friend, a post in a community where people are kind, or a call to a support line are all ways of not carrying everything by yourself.',
      'And if the day is heavy enough that you are thinking about hurting yourself, please contact a crisis line now — in the US you can call or text 988 — or your local emergency number. You deserve support right away, and people are ready to listen.',
    ],
  }),
  article({
    id: 'kind-words',
    title: 'The quiet power of kind words',
    category: 'Community',
    tags: ['community', 'kindness', 'connection'],
    content: [
      'Sharing something personal, even anonymously, takes courage. When someone reads it and responds with a few kind words, it can change how the writer feels about the whole experience. Being heard matters.',
      'Supportive messages do not need to fix anything. In fact, they often land best when they do not try to. “That sounds really hard” or “thank you for sharing this” tells someone their feelings make sense, without telling them what to do.',
      'It can be tempting to share advice or compare with our own experiences. Those come from a good place, but on a hard day they can feel like pressure. Simple, warm acknowledgement leaves room for the other person to feel what they feel.',
      'Kindness also tends to come back around. Many people find that offering encouragement to someone else lifts their own mood a little and reminds them that others are going through things too. Nobody is the only one.',
      'On Hearth, supportive messages are sent anonymously from a set of pre-written responses, so that every message is gentle and safe to receive. When you get one, take a moment to let it in: someone out there read your words and wanted you to know they care.',
    ],
  }),
];
