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

describe('a city in lower case that someone moved to, beside a workplace', () => {
  describe('is hidden', () =>
    cases([
      [
        'moved to dundee for the job at zorblax three months ago',
        'moved to [city] for the job at [workplace] three months ago',
      ],
    ]));

  describe('stays when it is a word, or nothing nearby is personal', () =>
    cases([
      ['moved to nice things, quit my job at zorblax', 'moved to nice things, quit my job at [workplace]'],
      ['we moved to dundee last spring', 'we moved to dundee last spring'],
    ]));
});

describe('a city in lower case beside a workplace, in a text with capitals', () => {
  describe('is hidden after "in", "w", "di"', () =>
    cases([
      [
        'My brother starts at Deloitte in chicago next month.',
        'My brother starts at [workplace] in [city] next month.',
      ],
      ['Started my internship at Siemens in munich today!', 'Started my internship at [workplace] in [city] today!'],
    ]));

  describe('stays without the place word, or when it is a word too', () =>
    cases([
      ['Started at Deloitte today, chicago pizza after.', 'Started at [workplace] today, chicago pizza after.'],
      [
        'My shift at Deloitte ended in nice weather for once.',
        'My shift at [workplace] ended in nice weather for once.',
      ],
    ]));
});

describe('a university by its city, in lower case', () => {
  describe('is hidden', () =>
    cases([
      ['ich will nicht mehr zur uni hamburg gehen', 'ich will nicht mehr zur [school] gehen'],
      ['morgen hab ich an der fh aachen eine prüfung', 'morgen hab ich an der [school] eine prüfung'],
    ]));

  describe('the general word stays', () =>
    cases([
      ['heading to the uni library again tonight', 'heading to the uni library again tonight'],
      ['nach der uni noch schnell einkaufen', 'nach der uni noch schnell einkaufen'],
    ]));
});

describe('schools', () => {
  describe('named in Italian, Dutch, Polish, Turkish, Indonesian, Hindi and Swedish', () =>
    cases([
      ['La mia ragazza fa il Liceo Scientifico Galileo Galilei.', 'La mia ragazza fa il [school].'],
      ["Mi hanno presa all'Università di Bologna!", 'Mi hanno presa [school]!'],
      ['Studio al Politecnico di Torino da settembre.', 'Studio al [school] da settembre.'],
      ['Ik ben aangenomen op de Hogeschool van Amsterdam.', 'Ik ben aangenomen op de [school].'],
      ['Mijn broer studeert aan de Universiteit Utrecht.', 'Mijn broer studeert aan de [school].'],
      ['Mój syn chodzi do Szkoła Podstawowa nr 5 od września.', 'Mój syn chodzi do [school] od września.'],
      ['Dostałam się na Uniwersytet Jagielloński!', 'Dostałam się na [school]!'],
      ['Benim kızım Kadıköy Anadolu Lisesi öğrencisi.', 'Benim kızım [school] öğrencisi.'],
      ['Bu yıl kardeşim Ege Üniversitesi kazandı.', 'Bu yıl kardeşim [school] kazandı.'],
      ['Adikku sekolah di SMA Negeri 3 Bandung.', 'Adikku sekolah di [school].'],
      ['Aku diterima di Universitas Gadjah Mada.', 'Aku diterima di [school].'],
      ['Mera bhai IIT Bombay mein padhta hai.', 'Mera bhai [school] mein padhta hai.'],
      ['Pehle main Kendriya Vidyalaya mein padhti thi.', 'Pehle main [school] mein padhti thi.'],
      ['Meri behen DPS mein teacher hai.', 'Meri behen [school] mein teacher hai.'],
      ['Min dotter går på Polhemsgymnasiet nu.', 'Min dotter går på [school] nu.'],
    ]));

  describe('the words for school in general stay', () =>
    cases([
      ['Oggi a scuola era pesante.', 'Oggi a scuola era pesante.'],
      ["L'università mi stressa tantissimo.", "L'università mi stressa tantissimo."],
      ['Op de basisschool was ik gelukkiger.', 'Op de basisschool was ik gelukkiger.'],
      ['Szkoła podstawowa była najgorsza.', 'Szkoła podstawowa była najgorsza.'],
      ['Besok sekolah lagi, capek banget.', 'Besok sekolah lagi, capek banget.'],
      ['Jag hatade gymnasiet.', 'Jag hatade gymnasiet.'],
      ['Jag pluggade två år på högskolan.', 'Jag pluggade två år på högskolan.'],
      ['Mi sono iscritta a una scuola di danza.', 'Mi sono iscritta a una scuola di danza.'],
    ]));
});

describe('a university by its initials after a word about studying there', () => {
  describe('is hidden in Czech, Romanian, Indonesian, Turkish, Spanish and Polish', () =>
    cases([
      ['Bratr studuje na ZVUT a je unavený.', 'Bratr studuje na [school] a je unavený.'],
      ['Mâine intru în sesiune la PQE, mor de frică.', 'Mâine intru în sesiune la [school], mor de frică.'],
      ['Besok sidang skripsi di UNPQ, deg-degan.', 'Besok sidang skripsi di [school], deg-degan.'],
      ['Tugas dari dosen ITQ susah.', 'Tugas dari dosen [school] susah.'],
      ["QTÜ'de sınavlar bitiyor.", "[school]'de sınavlar bitiyor."],
      ['Después de cursar en la UPQ voy a casa.', 'Después de cursar en la [school] voy a casa.'],
      ['Dostałam się na PWQ! Super.', 'Dostałam się na [school]! Super.'],
    ]));

  describe('stays when the sentence is not about studying', () =>
    cases([
      [
        'Hoy la OMS publicó un informe sobre el curso de la pandemia.',
        'Hoy la OMS publicó un informe sobre el curso de la pandemia.',
      ],
      ['Mergem la BCR mâine pentru credit.', 'Mergem la BCR mâine pentru credit.'],
      ['Dostałam się na SOR po wypadku.', 'Dostałam się na SOR po wypadku.'],
    ]));
});

describe('a Turkish firm opening a sentence, set off by its case ending', () => {
  describe('is hidden in a sentence about work', () =>
    cases([
      ["Kordex'teki müdürüm yine bağırdı.", "[workplace]'teki müdürüm yine bağırdı."],
      ["Zorbit'te çalışıyorum artık.", "[workplace]'te çalışıyorum artık."],
    ]));

  describe('a city with its ending, or a sentence not about work, stays', () =>
    cases([
      ["Ankara'daki evimiz güzel, müdürüm de iyi.", "Ankara'daki evimiz güzel, müdürüm de iyi."],
      ["Zorbit'teki kahve çok güzel.", "Zorbit'teki kahve çok güzel."],
    ]));
});

describe('workplaces', () => {
  describe('in each language’s words for working somewhere', () =>
    cases([
      ['Lavoro da Esselunga da due anni.', 'Lavoro da [workplace] da due anni.'],
      ['Adesso lavoro presso Accenture, che ansia.', 'Adesso lavoro presso [workplace], che ansia.'],
      ['Ik werk sinds maart bij Coolblue.', 'Ik werk sinds maart bij [workplace].'],
      ['Ik werk bij de Jumbo op zaterdag.', 'Ik werk bij de [workplace] op zaterdag.'],
      ['Od roku pracuję w Biedronce na kasie.', 'Od roku pracuję w [workplace] na kasie.'],
      ['Pracuję dla Allegro jako tester.', 'Pracuję dla [workplace] jako tester.'],
      ["Üç yıldır Migros'ta çalışıyorum.", "Üç yıldır [workplace]'ta çalışıyorum."],
      ['Sekarang aku kerja di Tokopedia.', 'Sekarang aku kerja di [workplace].'],
      ['Main ab Infosys mein kaam karta hoon.', 'Main ab [workplace] mein kaam karta hoon.'],
      ['Jag jobbar på Volvo i Göteborg.', 'Jag jobbar på [workplace] i [city].'],
      ['Pracuję w Biedronce w Krakowie.', 'Pracuję w [workplace] w [city].'],
    ]));

  describe('stay: a city, a country, a brand bought, housework', () =>
    cases([
      ['Lavoro a Milano ma vivo fuori.', 'Lavoro a Milano ma vivo fuori.'],
      ['Pracuję w Warszawie od maja.', 'Pracuję w Warszawie od maja.'],
      ["Ankara'da çalışıyorum artık.", "Ankara'da çalışıyorum artık."],
      ['Ghar mein kaam bahut tha aaj.', 'Ghar mein kaam bahut tha aaj.'],
      ['Aku kerja di rumah hari ini.', 'Aku kerja di rumah hari ini.'],
    ]));

  // The people finder may still take "Italia" or a shop for a name; neither is an employer.
  it.each([
    'Lavoro in Italia da tre anni.',
    'Werk je nog steeds in Nederland?',
    'Ho comprato le scarpe da Decathlon dopo il lavoro.',
  ])('%s names no workplace', (input) => {
    expect(redactForSharing(input)).not.toContain('[workplace]');
  });
});
