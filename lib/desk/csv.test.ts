import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { csvCell, csvResponse, csvStream, csvText, type CsvRow } from './csv';

describe('csvCell', () => {
  test('text a spreadsheet would run as a formula gets a leading apostrophe', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1', '\n=1', '  =HYPERLINK("x")', ' +1', '＝1'])
      assert.equal(csvCell(cell), `'${cell}`, JSON.stringify(cell));
  });

  test('ordinary text is untouched, separators and quotes included', () => {
    for (const cell of ['Deposit', 'R-1', 'a=b', '', 'Müller, "Jo"', '12.50', '203.0.113.1', ' leading space'])
      assert.equal(csvCell(cell), cell);
  });

  test('numbers are written as numbers, negative ones too; nothing is empty', () => {
    assert.equal(csvCell(12.5), '12.5');
    assert.equal(csvCell(-12.5), '-12.5');
    assert.equal(csvCell(0), '0');
    assert.equal(csvCell(Number.NaN), '');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(undefined), '');
  });
});

describe('csvText', () => {
  test('rows read back as written, formulae escaped, with a BOM when asked', () => {
    const text = csvText(
      [
        ['name', 'amount'],
        ['=cmd|"/c calc"!A1', 12.5],
        ['Jo, "the" payer', '-3'],
      ],
      { bom: true },
    );
    assert.ok(text.startsWith('\ufeff'));
    assert.deepEqual(parse(text, { bom: true }), [
      ['name', 'amount'],
      [`'=cmd|"/c calc"!A1`, '12.5'],
      ['Jo, "the" payer', `'-3`],
    ]);
  });
});

async function* pagesOf(...pages: CsvRow[][]) {
  for (const page of pages) yield page;
}

describe('csvStream', () => {
  test('writes each page as it comes, the BOM once', async () => {
    const text = await new Response(csvStream(pagesOf([['a', 1]], [['b', 2]], [['@c', 3]]), 'test')).text();
    // Response.text() drops a leading BOM; the bytes keep it.
    const bytes = new Uint8Array(await new Response(csvStream(pagesOf([['a', 1]]), 'test')).arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.deepEqual(parse(text, { bom: true }), [
      ['a', '1'],
      ['b', '2'],
      [`'@c`, '3'],
    ]);
    assert.equal((text.match(/\ufeff/g) ?? []).length, 0);
  });

  test('an empty source is a BOM alone', async () => {
    const bytes = new Uint8Array(await new Response(csvStream(pagesOf(), 'test')).arrayBuffer());
    assert.deepEqual([...bytes], [0xef, 0xbb, 0xbf]);
  });

  test('a failure part way ends the download with an error, not a file that looks complete', async () => {
    async function* failing() {
      yield [['a', 1]] as CsvRow[];
      throw new Error('the API went away');
    }
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.join(' '));
    try {
      await assert.rejects(new Response(csvStream(failing(), 'statement')).text(), /statement export failed/);
    } finally {
      console.error = original;
    }
    assert.equal(logged.length, 1);
  });

  test('a reader that goes away stops the source', async () => {
    let stopped = false;
    async function* endless() {
      try {
        for (;;) yield [['row']] as CsvRow[];
      } finally {
        stopped = true;
      }
    }
    const reader = csvStream(endless(), 'test').getReader();
    await reader.read();
    await reader.cancel();
    assert.equal(stopped, true);
  });
});

describe('csvResponse', () => {
  test('a CSV download under a safe file name', () => {
    const response = csvResponse('a\n', 'statement USD "x".csv');
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(response.headers.get('content-disposition'), 'attachment; filename="statement_USD__x_.csv"');
  });
});
