import { describe, expect, it } from 'vitest';
import {
  FILE_SIZE_LIMIT_BYTES,
  FILE_TYPES,
  LOGO_FILE_KINDS,
  allowedFileTypes,
  fileAcceptAttribute,
  fileExtension,
  fileProblemParams,
  fileTypeForName,
  fileUploadProblem,
} from './file-types.js';

describe('the allowed file types', () => {
  it('are the spec’s twelve active types, csv and zip inactive, 5120 KB at most', () => {
    expect(FILE_TYPES.filter((type) => type.active).map((type) => type.extension)).toEqual([
      'pdf',
      'docx',
      'xls',
      'doc',
      'psd',
      'ai',
      'xlsx',
      'ppt',
      'pptx',
      'jpeg',
      'png',
      'gif',
    ]);
    expect(FILE_TYPES.filter((type) => !type.active).map((type) => type.extension)).toEqual(['csv', 'zip']);
    expect(FILE_SIZE_LIMIT_BYTES).toBe(5_242_880);
  });

  it('logos accept only jpeg, png and gif: no SVG, no HTML, no document', () => {
    expect(allowedFileTypes(LOGO_FILE_KINDS).map((type) => type.mime)).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
    ]);
    expect(fileAcceptAttribute(LOGO_FILE_KINDS)).toBe('.jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif');
    for (const name of ['logo.svg', 'logo.html', 'logo.pdf', 'logo.psd', 'logo.png.html', 'logo', '.png']) {
      expect(fileTypeForName(name, LOGO_FILE_KINDS), name).toBeUndefined();
    }
    expect(fileTypeForName('Logo.JPG', LOGO_FILE_KINDS)?.extension).toBe('jpeg');
  });

  it('documents accept the office types and refuse inactive csv and zip', () => {
    expect(fileTypeForName('informe.docx', ['document'])?.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(fileTypeForName('datos.csv', ['document'])).toBeUndefined();
    expect(fileTypeForName('todo.zip', ['document'])).toBeUndefined();
  });

  it('reads the extension of the last path segment only', () => {
    expect(fileExtension('C:\\fakepath\\Logo.PNG')).toBe('png');
    expect(fileExtension('../../etc/passwd.png')).toBe('png');
    expect(fileExtension('dir.png/readme')).toBe('');
    expect(fileExtension('logo.html.png')).toBe('png');
  });

  it('names the first problem of a file: empty, wrong type, then too large', () => {
    expect(fileUploadProblem({ name: 'logo.png', size: FILE_SIZE_LIMIT_BYTES }, LOGO_FILE_KINDS)).toBeNull();
    expect(fileUploadProblem({ name: 'logo.png', size: FILE_SIZE_LIMIT_BYTES + 1 }, LOGO_FILE_KINDS)).toBe(
      'FILE_TOO_LARGE',
    );
    expect(fileUploadProblem({ name: 'logo.png', size: 0 }, LOGO_FILE_KINDS)).toBe('FILE_REQUIRED');
    expect(fileUploadProblem({ name: 'logo.svg', size: 10 }, LOGO_FILE_KINDS)).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('words the limit and the allowed types for the error messages', () => {
    expect(fileProblemParams(LOGO_FILE_KINDS)).toEqual({ maxKb: 5120, allowed: 'jpeg, png, gif' });
  });
});
