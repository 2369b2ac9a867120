// The occasions a guest can pick on the quote and contact forms. Keys are stored with leads and
// quotes, so they must never be renamed; labels and copy may change freely.

export const EVENT_TYPE_KEYS = ['birthday', 'bachelor', 'bachelorette', 'corporate', 'wedding', 'graduation', 'anniversary', 'reunion', 'other'] as const;
export type EventTypeKey = (typeof EVENT_TYPE_KEYS)[number];

export interface EventType {
  key: EventTypeKey;
  label: string;
  emoji: string;
  description: string;
}

export const EVENT_TYPES: readonly EventType[] = [
  { key: 'birthday', label: 'Birthday', emoji: '🎂', description: 'Milestone birthdays, sweet 16s and quinceañeras on the water.' },
  { key: 'bachelor', label: 'Bachelor Party', emoji: '🍻', description: "The groom's last lake day as a single man, with the whole crew aboard." },
  { key: 'bachelorette', label: 'Bachelorette Party', emoji: '👰', description: 'Sashes, floats and a dance floor on the lake for the bride-to-be.' },
  { key: 'corporate', label: 'Corporate Event', emoji: '💼', description: 'Team building, client entertainment and company milestones.' },
  { key: 'wedding', label: 'Wedding', emoji: '💍', description: 'Rehearsal dinners, welcome parties and after-parties afloat.' },
  { key: 'graduation', label: 'Graduation', emoji: '🎓', description: 'Celebrate the diploma with a cruise for family and friends.' },
  { key: 'anniversary', label: 'Anniversary', emoji: '🥂', description: 'Raise a toast to the years together at sunset on Lake Travis.' },
  { key: 'reunion', label: 'Reunion', emoji: '🤝', description: 'Family, class and team reunions with everyone on one boat.' },
  { key: 'other', label: 'Other', emoji: '🎉', description: 'Any reason to get your people on the lake.' },
];

export function isEventTypeKey(value: unknown): value is EventTypeKey {
  return EVENT_TYPE_KEYS.includes(value as EventTypeKey);
}

export function eventTypeByKey(key: EventTypeKey): EventType {
  const type = EVENT_TYPES.find((t) => t.key === key);
  if (!type) throw new RangeError(`Unknown event type ${key}`);
  return type;
}
