/** axe on every route as a visitor who is not logged in (tests/e2e/a11y.mjs). */
import { a11yTest } from './a11y.mjs';

a11yTest('logged out', null);
