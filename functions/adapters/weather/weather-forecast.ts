import { businessFacts, type BusinessFacts } from '#domain/site/business.ts';
import { calendarDateIn, formatWrittenDate, type IsoDate } from '#domain/shared/dates.ts';
import { forecastDue, FORECAST_WINDOW_DAYS, type ForecastPeriod, type TripForecast } from '#domain/portal/trip.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { logger } from '../../platform/logger.ts';

// The trip page's weather outlook (decision 024). The provider is chosen by configuration: the
// US National Weather Service's public API in AWS (no key; it asks only for a User-Agent naming
// the caller), none on the local stack, which has no network. Whatever goes wrong, the page says
// plainly that no forecast is available: an outlook is never made up.

const NWS_API = 'https://api.weather.gov';
/** The page must not wait on a slow forecaster: past this, it says the outlook is unavailable. */
const NWS_TIMEOUT_MS = 3_000;

export type FetchLike = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

// The forecast's address comes from the /points answer: only ever followed on the service's own host.
const pointSchema = z.object({
  properties: z.object({ forecast: z.url().check(z.refine((url) => url.startsWith(`${NWS_API}/`), { message: 'Not the service’s own address.' })) }),
});

const periodSchema = z.object({
  name: z.string(),
  startTime: z.string(),
  isDaytime: z.boolean(),
  temperature: z.number(),
  temperatureUnit: z.enum(['F', 'C']),
  probabilityOfPrecipitation: z.optional(z.nullable(z.object({ value: z.nullable(z.number()) }))),
  windSpeed: z.string(),
  windDirection: z.string(),
  shortForecast: z.string(),
  detailedForecast: z.string(),
});

const forecastSchema = z.object({
  properties: z.object({
    updateTime: z.optional(z.string()),
    generatedAt: z.optional(z.string()),
    periods: z.array(periodSchema),
  }),
});

/** The forecast's own page for people, to read more or check for updates. */
export function nwsForecastPage(geo: BusinessFacts['location']['geo']): string {
  return `https://forecast.weather.gov/MapClick.php?lat=${geo.latitude.toFixed(4)}&lon=${geo.longitude.toFixed(4)}`;
}

async function getJson(fetcher: FetchLike, url: string): Promise<unknown> {
  const response = await fetcher(url, {
    headers: { accept: 'application/geo+json', 'user-agent': `(${new URL(businessFacts.website).hostname}, ${businessFacts.email.address})` },
    signal: AbortSignal.timeout(NWS_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The National Weather Service answered ${response.status} for ${url}`);
  return response.json();
}

/** The periods of the NWS forecast for the marina that fall on `date` (America/Chicago). */
export async function nwsForecastFor(
  date: IsoDate,
  geo: BusinessFacts['location']['geo'],
  fetcher: FetchLike,
): Promise<{ updatedAt: string; periods: ForecastPeriod[] }> {
  const point = pointSchema.parse(await getJson(fetcher, `${NWS_API}/points/${geo.latitude.toFixed(4)},${geo.longitude.toFixed(4)}`));
  const forecast = forecastSchema.parse(await getJson(fetcher, point.properties.forecast));
  const periods = forecast.properties.periods
    .filter((period) => !Number.isNaN(Date.parse(period.startTime)) && calendarDateIn(new Date(period.startTime)) === date)
    .map(({ probabilityOfPrecipitation, ...period }) => ({ ...period, precipitationChance: probabilityOfPrecipitation?.value ?? null }));
  return { updatedAt: forecast.properties.updateTime ?? forecast.properties.generatedAt ?? '', periods };
}

/**
 * The outlook for a cruise on `date` as the trip page shows it: nothing yet more than a week out;
 * the configured provider's forecast within the week; plainly unavailable when no provider is
 * configured, it fails, or its forecast does not reach the day.
 */
export async function tripForecast(
  config: Pick<Config, 'WEATHER_FORECAST'>,
  date: IsoDate,
  today: IsoDate,
  facts: BusinessFacts,
  fetcher: FetchLike = fetch,
): Promise<TripForecast> {
  if (date < today) return { status: 'unavailable', message: 'This cruise has taken place.' };
  if (!forecastDue(date, today))
    return { status: 'not-yet', message: `The weather outlook appears here from ${FORECAST_WINDOW_DAYS} days before your cruise.` };
  if (config.WEATHER_FORECAST === 'none')
    return {
      status: 'unavailable',
      message: 'No weather forecast is available here: this copy of the site is not connected to a weather service. Check your local forecast before you go.',
    };
  try {
    const { updatedAt, periods } = await nwsForecastFor(date, facts.location.geo, fetcher);
    if (periods.length === 0)
      return {
        status: 'unavailable',
        message: `The National Weather Service forecast does not reach ${formatWrittenDate(date)} yet. Check again in a day or two.`,
      };
    return { status: 'forecast', source: 'National Weather Service', sourceUrl: nwsForecastPage(facts.location.geo), updatedAt, periods };
  } catch (error) {
    logger.warn('The weather forecast could not be read', { date, error: error instanceof Error ? error.message : String(error) });
    return {
      status: 'unavailable',
      message: 'The weather forecast could not be reached just now. Check your local forecast before you go, or try again later.',
    };
  }
}
