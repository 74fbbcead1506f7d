import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#api/config/config.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#api/db/client.ts';
import { loadContextFactory } from '#api/web/load-context.ts';
import { createGeocoder } from './create-geocoder.ts';
import { GazetteerGeocoder } from './gazetteer-geocoder.ts';
import { NominatimGeocoder } from './nominatim-geocoder.ts';

const db = {} as Db;

describe('geocoder and map configuration', () => {
  it('the offline gazetteer is the default', () => {
    const config = loadConfig({});
    expect(config.GEOCODER).toBe('gazetteer');
    expect(createGeocoder(config, db)).toBeInstanceOf(GazetteerGeocoder);
  });

  it('GEOCODER=nominatim uses GEOCODER_URL', () => {
    const config = loadConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'http://127.0.0.1:8080' });
    expect(createGeocoder(config, db)).toBeInstanceOf(NominatimGeocoder);
  });

  it('GEOCODER=nominatim without GEOCODER_URL stops start-up naming the variable', () => {
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
  });

  it('MAP_TILE_URL must be an http(s) template with {z}, {x} and {y}', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: 'http://tiles.local/{z}/{x}/{y}.webp' }).MAP_TILE_URL).toBe(
      'http://tiles.local/{z}/{x}/{y}.webp',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.local/map.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'file:///{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
  });

  it('the tile URL and its attribution reach the browser through the client config', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
    });
    const context = loadContextFactory({} as FastifyInstance, config)(new Headers(), 'nonce');
    expect(context.clientConfig).toMatchObject({
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      mapTileAttribution: '© Example',
    });
  });
});
