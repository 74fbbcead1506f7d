import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts with defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, PARTNER_CODE: 'souk', DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATABASE_POOL_SIZE).toBe(10);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['BASE_URL', 'not a url'],
    ['PARTNER_CODE', 'Bad Code!'],
    ['SUSPENDED_PROD_URL', 'nope'],
    ['UPDATES_BUCKET_URL', 'ftp//x'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'ten'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/souk' }).DATABASE_URL).toBe(
      'postgres://u@127.0.0.1:5432/souk',
    );
  });

  it('without BASE_URL: the public origin follows PORT and image URLs stay paths (issue 15 part 5)', () => {
    const config = loadConfig({ PORT: '3999' });
    expect(config.BASE_URL).toBe('http://localhost:3999');
    expect(config.imageBaseUrl).toBe('');
  });

  it('with BASE_URL: both are that origin', () => {
    const config = loadConfig({ PORT: '3999', BASE_URL: 'https://shop.example' });
    expect(config.BASE_URL).toBe('https://shop.example');
    expect(config.imageBaseUrl).toBe('https://shop.example');
  });
});
