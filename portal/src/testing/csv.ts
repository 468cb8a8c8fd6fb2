/**
 * A strict RFC 4180 reader for tests: records end with CRLF, fields are separated by commas, a
 * quoted field may hold commas, CRLF and doubled quotes. Anything else (a bare quote inside an
 * unquoted field, a lone LF, text after a closing quote) throws, so a test fails on a CSV that a
 * careful spreadsheet import would misread.
 */
export const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`Not RFC 4180 at character ${i}: ${why}`);
  };
  let quoted = false;
  let fieldStart = true;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = text[i];
        if (next !== ',' && next !== '\r' && next !== undefined) fail('text after a closing quote');
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === '"') {
      if (!fieldStart) fail('a quote inside an unquoted field');
      quoted = true;
      fieldStart = false;
      i += 1;
    } else if (char === ',') {
      record.push(field);
      field = '';
      fieldStart = true;
      i += 1;
    } else if (char === '\r') {
      if (text[i + 1] !== '\n') fail('CR without LF');
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      fieldStart = true;
      i += 2;
    } else if (char === '\n') {
      fail('LF without CR');
    } else {
      field += char;
      fieldStart = false;
      i += 1;
    }
  }
  if (quoted) fail('an unterminated quoted field');
  if (!fieldStart || field !== '' || record.length > 0) fail('the last record has no CRLF');
  return records;
};
