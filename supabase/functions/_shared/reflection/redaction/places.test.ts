// Places in the languages beyond the first five: cities from the gazetteer beside a workplace, school or person,
// and the ordinary words and places that must stay. Sentences written for these tests, not taken from any corpus.
import { describe, expect, it } from 'vitest';
import { redactForSharing } from '../redaction.ts';

const cases = (rows: [string, string][]) =>
  it.each(rows)('%s', (input, expected) => {
    expect(redactForSharing(input)).toBe(expected);
  });

describe('cities beside a workplace, school or person', () => {
  describe('found by the gazetteer and the place words of each language', () =>
    cases([
      ['My sister Priya moved to Bandung last spring.', 'My [name] moved to [city] last spring.'],
      ['Ho visto Giulia a Milano ieri sera.', 'Ho visto [name] a [city] ieri sera.'],
      ['Mijn vriendin Sanne woont in Utrecht.', 'Mijn vriendin [name] woont in [city].'],
      ['Moja siostra Kasia mieszka w Krakowie.', 'Moja siostra [name] mieszka w [city].'],
      ["Kuzenim Elif şimdi İzmir'de yaşıyor.", "Kuzenim [name] şimdi [city]'de yaşıyor."],
      ['Teman saya Budi tinggal di Surabaya sekarang.', 'Teman saya [name] tinggal di [city] sekarang.'],
      ['Meri dost Ananya Pune mein rehti hai.', 'Meri dost [name] [city] mein rehti hai.'],
      ['My friend Tom lives in Reading now.', 'My friend [name] lives in [city] now.'],
    ]));

  describe('stay when they are words, or when nothing nearby is personal', () =>
    cases([
      ['Reading helped tonight, my friend Tom says hi.', 'Reading helped tonight, my friend [name] says hi.'],
      ['Nice walk with my sister Priya today.', 'Nice walk with my [name] today.'],
      ['Como siempre, mi amiga Lucía llegó tarde.', 'Como siempre, mi amiga [name] llegó tarde.'],
      ['Moro sozinha agora, minha irmã Ana ligou.', 'Moro sozinha agora, minha irmã [name] ligou.'],
      ['Fier de moi, ma sœur Claire aussi.', 'Fier de moi, ma sœur [name] aussi.'],
      ['Went to Bandung for a week, the food was great.', 'Went to Bandung for a week, the food was great.'],
      ['Sono stato a Milano per lavoro, che caos.', 'Sono stato a Milano per lavoro, che caos.'],
    ]));
});
