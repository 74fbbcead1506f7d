import type { Config } from '@react-router/dev/config';
import { isNativeTarget } from './native-target.ts';

const native = isNativeTarget();

export default {
  appDirectory: 'app',
  // Another folder lets a size or Lighthouse check build beside the build other runs are using.
  buildDirectory: process.env.SOUK_WEB_BUILD_DIR ?? (native ? 'build-native' : 'build'),
  // Souk's native app loads the storefront from the device: no server renders its pages, the
  // loaders run in the page (native-target.ts).
  ssr: !native,
  // v8 behaviour is opted out of explicitly: the Fastify adapter passes an AppLoadContext
  // (not the v8 middleware context) and the request/URL formats it was built for.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
