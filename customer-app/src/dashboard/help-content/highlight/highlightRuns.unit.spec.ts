import { describe, expect, it } from 'vitest';
import { foldWord, highlightRuns, type TextRun } from './highlightRuns.ts';

const marked = (runs: TextRun[]) => runs.filter((run) => run.highlighted).map((run) => run.text);
const joined = (runs: TextRun[]) => runs.map((run) => run.text).join('');

describe('highlightRuns', () => {
  it('highlights the words equal to a matched term, whatever their case', () => {
    expect(highlightRuns('Attendance regularisation requests', ['attendance'])).toEqual([
      { text: 'Attendance', highlighted: true },
      { text: ' regularisation requests', highlighted: false },
    ]);
  });

  it('highlights words that start with a matched term, and not words that only contain it', () => {
    const runs = highlightRuns('Payslips: your payslip, a mini-payslip', ['payslip']);
    expect(marked(runs)).toEqual(['Payslips', 'payslip', 'payslip']);
    expect(marked(highlightRuns('Reshaping the team', ['shap']))).toEqual([]);
  });

  it('finds words written with accents, decomposed or not, and keeps them as written', () => {
    expect(marked(highlightRuns('Uploading a Résumé', ['resume']))).toEqual(['Résumé']);
    const decomposed = 'Uploading a Re\u0301sume\u0301';
    expect(marked(highlightRuns(decomposed, ['resume']))).toEqual(['Re\u0301sume\u0301']);
    // Terms are folded too, should they ever arrive with capitals or accents.
    expect(marked(highlightRuns('Café rules', ['CAFÉ']))).toEqual(['Café']);
  });

  it('highlights every matched word and keeps the text between them plain', () => {
    const text = 'Onboarding tasks for managers (onboarding, part 2)';
    const runs = highlightRuns(text, ['onboarding', 'managers', '2']);
    expect(runs).toEqual([
      { text: 'Onboarding', highlighted: true },
      { text: ' tasks for ', highlighted: false },
      { text: 'managers', highlighted: true },
      { text: ' (', highlighted: false },
      { text: 'onboarding', highlighted: true },
      { text: ', part ', highlighted: false },
      { text: '2', highlighted: true },
      { text: ')', highlighted: false },
    ]);
    expect(joined(runs)).toBe(text);
  });

  it('separates words where the server does: punctuation, hyphens and apostrophes', () => {
    expect(marked(highlightRuns('LEAVE-2 and the team’s leave', ['leave']))).toEqual(['LEAVE', 'leave']);
  });

  it('gives the text back as one plain run when nothing matches or there is nothing to match', () => {
    expect(highlightRuns('Leave balance', [])).toEqual([{ text: 'Leave balance', highlighted: false }]);
    expect(highlightRuns('Leave balance', ['attendance'])).toEqual([
      { text: 'Leave balance', highlighted: false },
    ]);
    // An empty term is a prefix of every word: it must highlight nothing.
    expect(highlightRuns('Leave balance', [''])).toEqual([{ text: 'Leave balance', highlighted: false }]);
    expect(highlightRuns('', ['leave'])).toEqual([]);
  });
});

describe('foldWord', () => {
  it('folds as the search index does', () => {
    expect(foldWord('Résumé')).toBe('resume');
    expect(foldWord('ÉQUIPE')).toBe('equipe');
    expect(foldWord('Straße')).toBe('straße');
  });
});
