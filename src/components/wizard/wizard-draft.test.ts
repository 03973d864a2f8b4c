import { keepSaved, readDraft, readSaved, writeDraft } from './wizard-draft';

const defaults = { name: '', qty: 1, items: [] as number[], card: '' };

beforeEach(() => sessionStorage.clear());

describe('wizard draft', () => {
  it('keeps what was typed for the tab, never the secrets', () => {
    writeDraft('k', { name: 'Awa', qty: 3, items: [2], card: '4242' }, ['card']);
    expect(sessionStorage.getItem('k')).not.toContain('4242');
    expect(readDraft('k', defaults)).toEqual({ values: { name: 'Awa', qty: 3, items: [2], card: '' }, restored: true });
  });

  it('ignores a value of the wrong type and a draft that does not parse', () => {
    sessionStorage.setItem('k', JSON.stringify({ name: 5, qty: 'x', items: {}, extra: 1 }));
    expect(readDraft('k', defaults).values).toEqual(defaults);
    sessionStorage.setItem('k', '{nope');
    expect(readDraft('k', defaults)).toEqual({ values: defaults, restored: false });
  });

  it('forgets the draft once the record is saved, and keeps the record for the confirmation', () => {
    writeDraft('k', { name: 'Awa' });
    keepSaved('k', { number: 'DEAL-0001' });
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(readSaved('k')).toEqual({ number: 'DEAL-0001' });
  });
});
