import { describe, expect, it } from 'vitest';
import { DEFAULT_INVENTORY } from '#domain/booking/inventory.ts';
import { checkInventory, inventoryErrorsFrom, newSlotRow, orderedProblems, valuesFromSettings, type InventoryFormValues } from './inventory-settings-form.ts';

const defaults = () => valuesFromSettings(DEFAULT_INVENTORY);

describe('the inventory settings form', () => {
  it('turns the settings into rows and back, unchanged', () => {
    const values = defaults();
    expect(values.privateSlots).toHaveLength(7);
    expect(values.privateSlots[1]!.map(({ start, end }) => [start, end])).toEqual([
      ['09:00', '13:00'],
      ['13:30', '17:30'],
      ['18:00', '22:00'],
    ]);
    expect(values.discoSailings.map((row) => row.weekday)).toEqual(['5', '6']);
    expect(checkInventory(values)).toEqual({ settings: DEFAULT_INVENTORY });
  });

  it('gives every row its own key', () => {
    const keys = defaults()
      .privateSlots.flat()
      .map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('adds a slot after the last one of the day, as long, or the morning slot on an empty day', () => {
    expect(newSlotRow([{ key: 'a', start: '09:00', end: '12:00' }])).toMatchObject({ start: '12:30', end: '15:30' });
    expect(newSlotRow([])).toMatchObject({ start: '09:00', end: '13:00' });
    expect(newSlotRow([{ key: 'a', start: '18:00', end: '22:00' }])).toMatchObject({ start: '22:30', end: '23:59' });
  });

  it("names each problem by the path of its input, with the schema's words", () => {
    const values: InventoryFormValues = defaults();
    values.privateSlots[2]![1] = { key: 'x', start: '12:00', end: '11:00' };
    values.privateSlots[3]![0] = { key: 'y', start: '', end: '13:00' };
    values.discoSailings[0] = { ...values.discoSailings[0]!, capacity: 'lots' };
    values.discoSailings[1] = { ...values.discoSailings[1]!, capacity: '500' };
    const result = checkInventory(values);
    expect(result).toEqual({
      errors: {
        'privateSlots.2.1.end': 'A slot must end after it starts.',
        'privateSlots.3.0.start': 'Enter a time as HH:MM (24-hour).',
        'discoSailings.0.capacity': 'Enter a whole number of tickets.',
        'discoSailings.1.capacity': expect.stringMatching(/^The boat carries at most \d+ guests\.$/),
      },
    });
  });

  it('refuses overlapping slots and two sailings at one time', () => {
    const values = defaults();
    values.privateSlots[1]![1] = { key: 'x', start: '12:00', end: '14:00' };
    values.discoSailings[1] = { ...values.discoSailings[1]!, weekday: '5' };
    expect(checkInventory(values)).toEqual({
      errors: {
        'privateSlots.1.1.start': 'Slots on one day must not overlap.',
        'discoSailings.1.start': 'Two sailings cannot depart at the same time on the same weekday.',
      },
    });
  });

  it('lists problems in the order of the form (Monday first), a day-wide one at its day, others last', () => {
    const values = defaults();
    const errors = { 'discoSailings.0.end': 'Late.', 'privateSlots.0': 'At most 8 slots a day.', 'privateSlots.4.2.start': 'Overlap.', elsewhere: 'Odd.' };
    expect(orderedProblems(values, errors)).toEqual([
      { path: 'privateSlots.4.2.start', message: 'Overlap.' },
      { path: 'privateSlots.0', message: 'At most 8 slots a day.' },
      { path: 'discoSailings.0.end', message: 'Late.' },
      { path: null, message: 'Odd.' },
    ]);
  });

  it("reads the API's field names, which start with 'settings.'", () => {
    expect(inventoryErrorsFrom({ 'settings.privateSlots.1.0.end': 'A slot must end after it starts.' })).toEqual({
      'privateSlots.1.0.end': 'A slot must end after it starts.',
    });
  });
});
