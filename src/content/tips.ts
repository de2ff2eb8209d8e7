export interface Tip {
  title: string;
  content: string;
  category: string;
}

export const tips: Tip[] = [
  {
    title: 'Write without editing',
    content:
      'Let the words come out messy. Spelling and order can wait — what matters is getting the feeling onto the page.',
    category: 'Journaling',
  },
  {
    title: 'Name the feeling',
    content: 'Putting a single word to what you feel — tired, hurt, hopeful — can make it a little easier to hold.',
    category: 'Emotions',
  },
  {
    title: 'Notice one small good thing',
    content: 'At the end of the day, jot down one moment that was okay. It does not have to be big to count.',
    category: 'Gratitude',
  },
  {
    title: 'Take a breathing break',
    content:
      'When things feel like too much, a minute of slow breathing can give you some space before you decide what to do next.',
    category: 'Calm',
  },
  {
    title: 'Be as kind to yourself as to a friend',
    content:
      'If a friend told you what you are telling yourself, what would you say back to them? Try saying it to you.',
    category: 'Self-compassion',
  },
  {
    title: 'Reach out to someone',
    content:
      'A short message to someone you trust — even just “thinking of you” — can remind you that you are not alone.',
    category: 'Connection',
  },
];
