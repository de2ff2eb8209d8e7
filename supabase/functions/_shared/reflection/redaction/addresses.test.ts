// Street addresses in the formats of each country Hearth's writers come from, written for these tests (not taken
// from the safety corpus); and, beside each, the ordinary words that look like an address and must stay.
import { describe, expect, it } from 'vitest';
import { redactForSharing } from '../redaction.ts';

const hidden = (rows: [string, string][]) =>
  it.each(rows)('hides %s', (input, expected) => {
    expect(redactForSharing(input)).toBe(expected);
  });

// Only the address recogniser is on trial here: a word another recogniser takes ("Via [name]") is its own affair.
const kept = (rows: string[]) =>
  it.each(rows)('keeps %s', (input) => {
    expect(redactForSharing(input)).not.toContain('[address]');
  });

describe('addresses', () => {
  describe('Italian', () => {
    hidden([
      ['Abito in Via Garibaldi 12, 20121 Milano (MI), al terzo piano.', 'Abito in [address], al terzo piano.'],
      ['Ci vediamo in via dei Mille n. 5 domani.', 'Ci vediamo in [address] domani.'],
      ['Lo studio è in Corso Buenos Aires n° 18, scala B.', 'Lo studio è in [address], scala B.'],
      ['Si è trasferita in Vicolo del Gallo 4.', 'Si è trasferita in [address].'],
      ['spediscilo a CAP 40121, grazie', 'spediscilo a [address], grazie'],
    ]);
    kept([
      'Ho mangiato una Via Lattea e due Mars dopo cena.',
      'Sono andata via 3 volte prima della fine.',
      'I sent it via Zoom 3 times and nobody answered.',
      'Il corso di yoga dura 8 settimane.',
    ]);
  });

  describe('Spanish and Portuguese, abbreviated or in lower case', () => {
    hidden([
      ['Nos vemos en av. Corrientes 2145 a las ocho.', 'Nos vemos en [address] a las ocho.'],
      ['moro na rua das flores 210 agora', 'moro na [address] agora'],
    ]);
    kept(['Vamos a la Plaza Mayor 3 veces por semana.', 'Fue un camino largo 2 horas.']);
  });

  describe('Dutch and Flemish', () => {
    hidden([
      ['Ik woon sinds kort op de Keizersgracht 123-II, 1015 CJ Amsterdam.', 'Ik woon sinds kort op de [address].'],
      ['Oma woont nu aan de Dorpsstraat 7a, al twintig jaar.', 'Oma woont nu aan de [address], al twintig jaar.'],
      ['Het pakket ging naar Stationsweg 14 B, 2312 AV Leiden.', 'Het pakket ging naar [address].'],
      ['We verhuizen naar Kerkstraat 12 bus 3, 9000 Gent.', 'We verhuizen naar [address].'],
      ['postcode 3511 LX, vergeet het niet', '[address], vergeet het niet'],
    ]);
    kept([
      'Ik was nog onderweg, 2 uur vertraging op het spoor.',
      'Halverwege 2024 zijn we verhuisd.',
      'Onderweg 3 keer gestopt voor koffie.',
      'De Zuidas is zo saai op zondag.',
    ]);
  });

  describe('Polish', () => {
    hidden([
      ['Mieszkam przy ul. Marszałkowskiej 10/12 m. 5, 00-950 Warszawa.', 'Mieszkam przy [address].'],
      ['Spotkajmy się na al. Jerozolimskich 44 o piątej.', 'Spotkajmy się na [address] o piątej.'],
      ['Przeprowadziłam się na os. Tysiąclecia 12/3.', 'Przeprowadziłam się na [address].'],
      ['Babcia mieszka na ulicy 3 Maja.', 'Babcia mieszka na [address].'],
    ]);
    kept([
      'As Smith et al. 2020 showed, sleep matters.',
      'Było nas 10/12 osób na urodzinach.',
      'Siedzieliśmy w pokoju 4/22 cały dzień.',
      'Na ulicy było pełno ludzi.',
    ]);
  });

  describe('Turkish', () => {
    hidden([
      ['Yeni evim Atatürk Cad. No: 12 D: 4, Kadıköy/İstanbul.', 'Yeni evim [address].'],
      ["Bağdat Caddesi'nde oturuyorum artık.", "[address]'nde oturuyorum artık."],
      ['Adres: Moda Mah. Gül Sok. No:3 Daire 4 Kat 2', 'Adres: [address]'],
      ['Kargo 34710 Kadıköy adresine gitti.', 'Kargo [address] adresine gitti.'],
      ['Barbaros Blv. üzerinde bir kafe açtık.', '[address] üzerinde bir kafe açtık.'],
    ]);
    kept(['Bu yol çok uzun, yolda 3 saat kaldık.', 'Bu sokakta 2 kedi var.', 'Ana caddede trafik vardı.']);
  });

  describe('Indonesian', () => {
    hidden([
      [
        'Aku tinggal di Jl. Sudirman No. 5, RT 03/RW 05, Kec. Tebet, Jakarta Selatan 12810.',
        'Aku tinggal di [address].',
      ],
      ['Rumahnya di Gg. Mawar 3 dekat masjid.', 'Rumahnya di [address] dekat masjid.'],
      ['Kantor baru di Jalan Gatot Subroto, enak.', 'Kantor baru di [address], enak.'],
      ['Kirim ke Jalan Kenanga No. 7 ya.', 'Kirim ke [address] ya.'],
    ]);
    kept(['Kami jalan kaki 5 km tadi pagi.', 'Jalan-jalan ke Bali 3 hari.', 'Harga 15000 untuk satu porsi.']);
  });

  describe('India', () => {
    hidden([
      ['Moved to Flat 302, Sai Residency, 5th Cross, Koramangala, Bangalore - 560034', 'Moved to [address]'],
      ['The lease says H.No. 12-3-45, Banjara Hills, Hyderabad 500034.', 'The lease says [address].'],
      ['Our office is near MG Road now.', 'Our office is near [address] now.'],
      ['We rent in Sector 15, Noida.', 'We rent in [address].'],
      ['Dadi lives in Malviya Nagar, off Tilak Marg.', 'Dadi lives in [address], off [address].'],
      ['PIN 560 034, please write it down', '[address], please write it down'],
    ]);
    kept([
      'The private sector of the economy is slow.',
      'I worked 15 hours in the sector this week.',
      'Near the end of the day I felt better.',
      'I have saved 560034 rupees so far.',
    ]);
  });

  describe('Swedish, Danish and Norwegian', () => {
    hidden([
      ['Jag bor på Drottninggatan 53, 111 21 Stockholm.', 'Jag bor på [address].'],
      ['Vi flyttede til Nørrebrogade 20, 2. th., 2200 København.', 'Vi flyttede til [address].'],
      ['Hun bor i Karl Johans gate 22, 0159 Oslo.', 'Hun bor i [address].'],
      ['Pakken kom til Storgata 5 i går.', 'Pakken kom til [address] i går.'],
      ['Adressen er DK-2100 København', 'Adressen er [address]'],
    ]);
    kept(['Vi gick längs vägen 3 timmar.', 'Det tog 20 minuter till torget.']);
  });

  describe('English beyond the US and UK', () => {
    hidden([
      ['We moved into Unit 4/22 Smith St, Fitzroy VIC 3065 last week.', 'We moved into [address] last week.'],
      ['Her place is 4/22 Smith St, near the park.', 'Her place is [address], near the park.'],
      ['Send it to D02 X285 if you can.', 'Send it to [address] if you can.'],
      ['Mail it to Ottawa, ON K1A 0B1 please.', 'Mail it to [address] please.'],
      ['i live on maple crescent now', 'i live on [address] now'],
      ['we moved to elm street last year', 'we moved to [address] last year'],
      ['Nan lives at 14 Parnell Pde, Cork.', 'Nan lives at [address].'],
      ['They live at 3 Church Road, Co. Kerry V92 X2Y8 now.', 'They live at [address] now.'],
      ['New place is 40 King St W, Toronto ON M5H 1J9, tiny.', 'New place is [address], tiny.'],
    ]);
    kept([
      'We were in room 4/22 all day.',
      '10/12 people came to the party.',
      'the 2024 election wore me out',
      'we live on a quiet street now',
      'i grew up on the same road as her',
      'a trip down memory lane',
      'I scored 2 hrs each way on the commute.',
    ]);
  });
});

describe('a street in lower case where someone lives, with its number', () => {
  hidden([
    ['ich weiß wo sie wohnt lindenweg 7 ganz genau', 'ich weiß wo sie wohnt [address] ganz genau'],
    ['lui abita in via garibaldi 21 da anni', 'lui abita in [address] da anni'],
    ['hij woont op de kerkstraat 14 sinds mei', 'hij woont op de [address] sinds mei'],
  ]);
  kept(['er wohnt seit 12 jahren hier', 'lei abita a milano da 5 anni', 'sie wohnt unterwegs 3 tage im zelt']);
});
