import { describe, expect, it } from 'vitest';
import { enabledGridItems, gridItems } from './grid-items';

describe('agent home grid', () => {
  it('lists the eleven items of the spec, the account record filtered to agent entries', () => {
    const items = gridItems();
    expect(items).toHaveLength(11);
    expect(items.find((item) => item.key === 'ACCOUNT_RECORD')?.href).toBe('/m/transaction/record?types=A');
  });

  it('shows only items whose menu key is enabled, in the grid order', () => {
    const menu = [
      { menuKey: 'TEAM', enabled: true },
      { menuKey: 'TEAM_OVERVIEW', enabled: true },
      { menuKey: 'RED_RAIN', enabled: false },
    ];
    expect(enabledGridItems(menu).map((item) => item.key)).toEqual(['TEAM_OVERVIEW', 'TEAM']);
  });

  it('hides every item when the merchant enables none', () => {
    expect(enabledGridItems([])).toEqual([]);
  });
});
