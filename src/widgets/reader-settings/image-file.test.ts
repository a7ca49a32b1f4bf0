import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../core';
import { CENTRED, sourceSquare } from './crop';
import { checkImageFile, isImageSignature } from './image-file';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('isImageSignature', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
    ['GIF87a', bytes('GIF87a')],
    ['GIF89a', bytes('GIF89a')],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBP')],
  ])('knows %s by its first bytes', (_name, head) => {
    expect(isImageSignature(head)).toBe(true);
  });

  it.each([
    ['text', bytes('hello world!')],
    ['SVG (script can hide in it)', bytes('<svg xmlns=')],
    ['a WAV (RIFF but not WebP)', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['PDF', bytes('%PDF-1.7')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(isImageSignature(head)).toBe(false);
  });
});

describe('checkImageFile', () => {
  const png = (size: number, type = 'image/png') => {
    const content = new Uint8Array(size);
    content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return new File([content], 'a.png', { type });
  };

  it('lets a PNG of exactly 2 MB through', async () => {
    expect(await checkImageFile(png(IMAGE_MAX_BYTES))).toBeNull();
  });

  it('refuses one byte more', async () => {
    expect(await checkImageFile(png(IMAGE_MAX_BYTES + 1))).toBe('image.tooLarge');
  });

  it('refuses a file the browser types as something else, whatever its bytes', async () => {
    expect(await checkImageFile(png(100, 'application/pdf'))).toBe('image.only');
  });

  it('refuses text named .png, typed image/png by its name', async () => {
    const text = new File(['<?php echo 1; ?>'], 'x.png', { type: 'image/png' });
    expect(await checkImageFile(text)).toBe('image.only');
  });
});

describe('sourceSquare', () => {
  it('keeps the largest centred square at zoom 1', () => {
    expect(sourceSquare(800, 600, CENTRED)).toEqual({ sx: 100, sy: 0, side: 600 });
    expect(sourceSquare(600, 800, CENTRED)).toEqual({ sx: 0, sy: 100, side: 600 });
  });

  it('moves the square to the corners at 0 and 100', () => {
    expect(sourceSquare(800, 600, { zoom: 2, x: 0, y: 0 })).toEqual({ sx: 0, sy: 0, side: 300 });
    expect(sourceSquare(800, 600, { zoom: 2, x: 100, y: 100 })).toEqual({
      sx: 500,
      sy: 300,
      side: 300,
    });
  });

  it('never leaves the image, whatever the sliders say', () => {
    expect(sourceSquare(800, 600, { zoom: 99, x: -50, y: 500 })).toEqual({
      sx: 0,
      sy: 400,
      side: 200,
    });
    expect(sourceSquare(1, 1, { zoom: 0, x: 50, y: 50 })).toEqual({ sx: 0, sy: 0, side: 1 });
  });
});
