import { describe, expect, it } from 'vitest';
import { detectCrisis } from '../detector.ts';

const level = (text: string) => detectCrisis(text).level;

// Spanish written the way people type it: clitics before or after the verb, other persons and tenses, phone
// spellings without accents. Fresh sentences, none of them taken from the corpus.
describe('Spanish lexicon', () => {
  it.each([
    'Me he vuelto a cortar en el baño y nadie se ha dado cuenta.',
    'kiero morirme, ya no aguanto nada',
    'Estoy cansada de vivir, y no lo digo por decir.',
    'Ojalá me atropellara un camión de camino al curro, no me importaría nada.',
    'Tengo las pastillas de mi madre guardadas en el cajón desde hace semanas.',
    'Todos estarían mejor sin mí, lo tengo clarísimo.',
    'Esta noche es la noche. No paso de hoy.',
    'Le voy a hacer pagar lo que me hizo, sé dónde vive y el viernes lo espero a la salida.',
    'no quiero despertar mañana, ni pasado, ni nunca',
    'Cada noche pienso en quitarme la vida cuando todos duermen.',
    'Me aterra pensar en soltar al bebé por la ventana, la imagen vuelve cada vez que lo cojo.',
  ])('not none: %s', (text) => {
    expect(level(text)).not.toBe('none');
  });

  // The language's deadly-sounding idioms and ordinary cuts and burns.
  it.each([
    'Me muero de risa con los audios que manda mi abuela al grupo.',
    'Me quiero morir de la vergüenza, hoy llamé mamá a la profesora delante de todos.',
    'Hoy me corté el pelo yo sola y el flequillo quedó fatal.',
    'Se me quemó el arroz otra vez, menuda cena.',
    'Estoy muerta después del turno doble, solo quiero sofá y una peli.',
    'Si el vecino vuelve a poner música a las siete de la mañana lo mato.',
  ])('none: %s', (text) => {
    expect(level(text)).toBe('none');
  });
});
