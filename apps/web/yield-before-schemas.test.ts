/** The browser build's schema files (yield-before-schemas.ts): each waits for a task of its own. */
import { describe, expect, it } from 'vitest';
import { withYield } from './yield-before-schemas.ts';

const SCHEMA = "import { z } from 'zod';\nexport const idSchema = z.uuid();\n";

describe('schema files in the browser build', () => {
  it('wait for a task of their own before building their schemas', async () => {
    const changed = withYield(SCHEMA, '/work/souk/packages/contracts/src/catalog.ts');
    expect(changed?.code.startsWith('await new Promise((resolve) => setTimeout(resolve));\n')).toBe(
      true,
    );
    expect(changed?.code.endsWith(SCHEMA)).toBe(true);
    // The wait is a timer, so a tap or a frame queued meanwhile goes first.
    const order: string[] = [];
    const wait = new Function(`return (async () => { ${changed?.code.split('\n')[0]} })();`);
    setTimeout(() => order.push('queued task'));
    await (wait() as Promise<void>).then(() => order.push('schemas'));
    expect(order).toEqual(['queued task', 'schemas']);
  });

  it('leave every other module as it is', () => {
    expect(withYield(SCHEMA, '/work/souk/apps/web/app/lib/api-client.ts')).toBeNull();
    expect(withYield(SCHEMA, '/work/souk/node_modules/zod/v4/core/core.js')).toBeNull();
  });
});
