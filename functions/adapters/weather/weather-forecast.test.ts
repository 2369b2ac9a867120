import { describe, expect, it } from 'vitest';
import { businessFactDefaults } from '#domain/site/business.ts';
import { tripForecast, type FetchLike } from './weather-forecast.ts';

// The National Weather Service's answers, trimmed to what the provider reads (api.weather.gov's
// /points and gridpoint forecast shapes).
const FORECAST_URL = 'https://api.weather.gov/gridpoints/EWX/140,95/forecast';
const period = (name: string, startTime: string, isDaytime: boolean, temperature: number, rain: number | null) => ({
  number: 1,
  name,
  startTime,
  endTime: startTime,
  isDaytime,
  temperature,
  temperatureUnit: 'F',
  probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: rain },
  windSpeed: '5 to 10 mph',
  windDirection: 'S',
  icon: 'https://api.weather.gov/icons/land/day/few',
  shortForecast: 'Sunny',
  detailedForecast: `${name}: sunny, with a high near ${temperature}.`,
});

function fakeNws(periods: unknown[], calls: string[] = []): FetchLike {
  return async (url, init) => {
    calls.push(url);
    expect(init.headers['user-agent']).toMatch(/laketravispartycruises/);
    if (url.includes('/points/')) return { ok: true, status: 200, json: async () => ({ properties: { forecast: FORECAST_URL } }) };
    if (url === FORECAST_URL) return { ok: true, status: 200, json: async () => ({ properties: { updateTime: '2027-06-08T09:00:00+00:00', periods } }) };
    return { ok: false, status: 404, json: async () => ({}) };
  };
}

const NWS = { WEATHER_FORECAST: 'nws' as const };

describe('the trip page’s weather outlook', () => {
  it('gives the National Weather Service periods that fall on the cruise day, in Austin’s time', async () => {
    const calls: string[] = [];
    const forecast = await tripForecast(
      NWS,
      '2027-06-12',
      '2027-06-08',
      businessFactDefaults,
      fakeNws(
        [
          period('Friday Night', '2027-06-11T18:00:00-05:00', false, 74, null),
          period('Saturday', '2027-06-12T06:00:00-05:00', true, 95, 20),
          period('Saturday Night', '2027-06-12T18:00:00-05:00', false, 76, null),
          period('Sunday', '2027-06-13T06:00:00-05:00', true, 97, 10),
        ],
        calls,
      ),
    );
    expect(calls[0]).toBe('https://api.weather.gov/points/30.3927,-97.9312');
    expect(forecast.status).toBe('forecast');
    if (forecast.status !== 'forecast') return;
    expect(forecast.periods.map((p) => [p.name, p.temperature, p.precipitationChance])).toEqual([
      ['Saturday', 95, 20],
      ['Saturday Night', 76, null],
    ]);
    expect(forecast.source).toBe('National Weather Service');
    expect(forecast.sourceUrl).toContain('forecast.weather.gov');
  });

  it('says plainly there is no forecast when no provider is configured (the local stack), and asks no one', async () => {
    const calls: string[] = [];
    const forecast = await tripForecast({ WEATHER_FORECAST: 'none' }, '2027-06-12', '2027-06-08', businessFactDefaults, fakeNws([], calls));
    expect(forecast).toEqual({ status: 'unavailable', message: expect.stringContaining('No weather forecast is available here') });
    expect(calls).toEqual([]);
  });

  it('waits until the week before the cruise', async () => {
    const calls: string[] = [];
    expect(await tripForecast(NWS, '2027-06-12', '2027-06-05', businessFactDefaults, fakeNws([], calls))).toMatchObject({ status: 'not-yet' });
    expect(calls).toEqual([]);
  });

  it('says the forecast is unavailable, never inventing one, when the service fails, answers nonsense or does not reach the day', async () => {
    const failing: FetchLike = async () => ({ ok: false, status: 503, json: async () => ({}) });
    expect(await tripForecast(NWS, '2027-06-12', '2027-06-08', businessFactDefaults, failing)).toMatchObject({
      status: 'unavailable',
      message: expect.stringContaining('could not be reached'),
    });
    const nonsense: FetchLike = async () => ({ ok: true, status: 200, json: async () => ({ properties: { forecast: 'not a url' } }) });
    expect(await tripForecast(NWS, '2027-06-12', '2027-06-08', businessFactDefaults, nonsense)).toMatchObject({ status: 'unavailable' });
    // A fetch that cannot connect, as fetch fails then; the stand-in's own words, so its log line
    // is not taken for a real lookup of api.weather.gov (no test touches the network: decision 039).
    const thrown: FetchLike = async () => {
      throw new TypeError('fetch failed (the stand-in for an unreachable service)');
    };
    expect(await tripForecast(NWS, '2027-06-12', '2027-06-08', businessFactDefaults, thrown)).toMatchObject({ status: 'unavailable' });
    const short = fakeNws([period('Thursday', '2027-06-10T06:00:00-05:00', true, 90, 0)]);
    expect(await tripForecast(NWS, '2027-06-12', '2027-06-08', businessFactDefaults, short)).toMatchObject({
      status: 'unavailable',
      message: expect.stringContaining('does not reach'),
    });
  });
});
