import { describe, expect, it } from 'vitest';
import {
  aspectFor,
  isAllowedImageFile,
  MIN_CROP_SIZE,
  OUTPUT_QUALITY,
  OUTPUT_TYPE,
  outputSize,
} from './image-rules.ts';

describe('image cropper rules (spec §5)', () => {
  it.each(['a.png', 'a.jpg', 'a.JPEG', 'a.bmp', 'a.gif', 'a.tiff', 'a.webp'])('%s may be picked', (name) => {
    expect(isAllowedImageFile({ name, type: '' })).toBe(true);
  });

  it.each([
    ['a.svg', 'image/svg+xml'],
    ['a.pdf', 'application/pdf'],
    ['a.heic', 'image/heic'],
    ['noextension', ''],
  ])('%s is an invalid image type', (name, type) => {
    expect(isAllowedImageFile({ name, type })).toBe(false);
  });

  it('reads the MIME type when the name has no known extension', () => {
    expect(isAllowedImageFile({ name: 'camera-shot', type: 'image/jpeg' })).toBe(true);
  });

  it('keeps the aspect ratio only when the target has a width and a height', () => {
    expect(aspectFor({ width: 400, height: 300 })).toBeCloseTo(4 / 3);
    expect(aspectFor({ width: 400 })).toBeUndefined();
    expect(aspectFor(undefined)).toBeUndefined();
  });

  it('draws at the target size, or the crop size within 1600 px', () => {
    expect(outputSize({ width: 900, height: 900 }, { width: 400, height: 400 })).toEqual({
      width: 400,
      height: 400,
    });
    expect(outputSize({ width: 800, height: 200 }, undefined)).toEqual({ width: 800, height: 200 });
    expect(outputSize({ width: 3200, height: 1600 }, undefined)).toEqual({ width: 1600, height: 800 });
  });

  it('outputs JPEG at quality 50 with a minimum crop of 20', () => {
    expect(OUTPUT_TYPE).toBe('image/jpeg');
    expect(OUTPUT_QUALITY).toBe(0.5);
    expect(MIN_CROP_SIZE).toBe(20);
  });
});
