/** axe on every route and the console as the logged-in owner (tests/e2e/a11y.mjs). */
import { a11yTest } from './a11y.mjs';

a11yTest('logged in', ['owner', 'owner123']);
