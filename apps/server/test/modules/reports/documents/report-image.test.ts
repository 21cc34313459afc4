import { describe, expect, it } from 'vitest';
import { jpegFile, pngFile } from '../../../support/file-fixtures.js';
import { fitInside, readLogo } from '../../../../src/modules/reports/documents/report-image.js';
import { SAMPLE_LOGO_DATA_URL } from '../../../../src/modules/reports/documents/sample-document.js';

const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

describe('readLogo', () => {
  it('reads the kind and pixel size of a PNG or JPEG data: URL', () => {
    expect(readLogo(SAMPLE_LOGO_DATA_URL)).toMatchObject({ type: 'png', width: 96, height: 96 });
    expect(readLogo(dataUrl('png', pngFile()))).toMatchObject({ type: 'png', width: 1, height: 1 });
    expect(readLogo(dataUrl('jpeg', jpegFile()))).toMatchObject({ type: 'jpg', width: 1, height: 1 });
  });

  it('trusts the bytes over the declared type', () => {
    expect(readLogo(dataUrl('png', jpegFile()))).toMatchObject({ type: 'jpg' });
  });

  it('gives null for anything it cannot draw', () => {
    for (const value of [null, '', 'https://example.com/logo.png', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', dataUrl('png', Buffer.from('not a png at all, really'))]) {
      expect(readLogo(value)).toBeNull();
    }
  });
});

describe('fitInside', () => {
  it('keeps the proportions within the box', () => {
    expect(fitInside({ width: 400, height: 100 }, 120, 40)).toEqual({ width: 120, height: 30 });
    expect(fitInside({ width: 96, height: 96 }, 120, 40)).toEqual({ width: 40, height: 40 });
  });
});
