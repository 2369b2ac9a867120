import { describe, expect, it } from 'vitest';
import { addressesIn } from './manifest-panel.tsx';

describe("the organiser's invitation box", () => {
  it('reads addresses as people paste them: one a line, or separated by commas, semicolons or spaces', () => {
    expect(addressesIn('sam@example.com\nalex@example.com')).toEqual(['sam@example.com', 'alex@example.com']);
    expect(addressesIn(' sam@example.com, alex@example.com;blair@example.com  rowan@example.com\r\n')).toEqual([
      'sam@example.com',
      'alex@example.com',
      'blair@example.com',
      'rowan@example.com',
    ]);
    expect(addressesIn(' \n , ')).toEqual([]);
  });
});
