// CSV lines of the portal's exports: quoting and spreadsheet-formula neutralising.
import { expect, it } from 'vitest';
import { csvLine } from '@functions/domain/groups/csv-export';

it('quotes fields with commas, quotes or line breaks and doubles quotes; empty for null', () => {
  expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 3, true])).toBe('plain,"a,b","say ""hi""","two\nlines",,3,true');
});

it('neutralises a leading =, +, - or @ so a spreadsheet does not run it', () => {
  expect(csvLine(['=SUM(A1)', '+1', '-2', '@cmd', 'ok=1'])).toBe("'=SUM(A1),'+1,'-2,'@cmd,ok=1");
});
