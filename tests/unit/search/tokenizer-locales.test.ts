// Each locale's search cuts words into terms by its own rules: its stop words dropped, its plurals folded, and the
// index built for a locale records it, so the browser (which checks it) cuts queries the same way.
import { describe, expect, it } from 'vitest';
import { searchIndexFiles } from '../../../cli/search/search-index.js';
import { indexPages } from '../../../cli/search/page-fragment.js';
import { processTermFor } from '../../../shared/search-index/tokenizer.js';
import type { SearchRecord } from '../../../shared/model/search.js';

const terms = (locale: string, text: string): Array<string | null> => text.split(' ').map(processTermFor(locale));

describe('the search tokenizer per locale', () => {
  it('English drops its articles, prepositions and question words, and folds plain plurals only', () => {
    expect(terms('en', 'How do I create the API keys for a webhook')).toEqual([
      null,
      null,
      null,
      'create',
      null,
      'api',
      'key',
      null,
      null,
      'webhook',
    ]);
    // No "s" is taken from words that are no plurals, nor from -es/-ies, whose singular a rule cannot tell.
    expect(terms('en', 'status class analysis gas errors docs entries boxes')).toEqual([
      'status',
      'class',
      'analysis',
      'gas',
      'error',
      'doc',
      'entries',
      'boxes',
    ]);
    // Portuguese words are no English stop words: "de" and "como" stay searchable terms.
    expect(terms('en', 'de como')).toEqual(['de', 'como']);
  });

  it('Spanish drops its articles and prepositions and folds -s, and -es where the singular ends in a consonant', () => {
    expect(terms('es', 'Cómo crear las claves de la API')).toEqual([null, 'crear', null, 'clave', null, null, 'api']);
    expect(terms('es', 'funciones errores propiedades productos crisis')).toEqual(['funcion', 'error', 'propiedad', 'producto', 'crisis']);
  });

  it('Portuguese is as it was, and a language without rules of its own keeps every word as written', () => {
    expect(terms('pt', 'Como criar as chaves da API')).toEqual([null, 'criar', null, 'chave', null, 'api']);
    // German's "die" and French's "de", "des" are content there, and "-s" is no plural to fold.
    expect(terms('de', 'die Schlüssel des Kontos')).toEqual(['die', 'schlussel', 'des', 'kontos']);
    expect(terms('fr', 'les clés de API')).toEqual(['les', 'cles', 'de', 'api']);
  });

  it('the index records its locale and holds the terms its rules made', () => {
    const record: SearchRecord = {
      objectID: '/keys#0',
      url: '/keys',
      type: 'content',
      hierarchy: { lvl0: 'Docs', lvl1: 'Keys', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'The keys of the API',
      position: 0,
      language: 'en',
      tags: [],
    };
    const index = searchIndexFiles(indexPages([record]), 'en');
    expect(JSON.parse(index.entryJson).locale).toBe('en');
    const shardTerms = [...index.files.entries()]
      .filter(([name]) => name.startsWith('t-'))
      .flatMap(([, json]) => (JSON.parse(json) as { terms: Array<[string]> }).terms.map(([term]) => term));
    expect(shardTerms.sort()).toEqual(['api', 'key']);
  });
});
