import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { commentPayload } from './ton-comment.ts';

describe('commentPayload', () => {
  it('is a text-comment cell: op 0 then the comment', async () => {
    const cell = Cell.fromBase64(await commentPayload('FRE-ABCDEFGHJK'));
    const slice = cell.beginParse();
    expect(slice.loadUint(32)).toBe(0);
    expect(slice.loadStringTail()).toBe('FRE-ABCDEFGHJK');
  });
});
