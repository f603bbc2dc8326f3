import { describe, expect, it } from 'vitest';
import { legibleColor } from '../../web/src/lib/contrast';

describe('legibleColor', () => {
  it('keeps a colour that reads on its background', () => {
    expect(legibleColor('#1f2d3d', '#cfe8ff')).toBe('#1f2d3d');
    expect(legibleColor('#ffffff', '#355c7d')).toBe('#ffffff');
  });
  it('swaps an unreadable choice for near-black or white, whichever reads better', () => {
    expect(legibleColor('#ffffff', '#43cea2')).toBe('#1f2933');
    expect(legibleColor('#ffffff', '#f6a6b2')).toBe('#1f2933');
    expect(legibleColor('#222', '#333')).toBe('#ffffff');
    expect(legibleColor('rgb(250, 250, 250)', 'rgba(255,255,255,0.9)')).toBe('#1f2933');
  });
  it('leaves what it cannot judge (colour names) as chosen', () => {
    expect(legibleColor('white', '#43cea2')).toBe('white');
    expect(legibleColor('#ffffff', 'teal')).toBe('#ffffff');
  });
});
