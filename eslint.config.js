// The house rules that a reviewer should not have to remember (docs/architecture.md "Web layers").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A name (aria-label) on a div, span or p without a role is prohibited (axe's aria-prohibited-attr,
// serious): screen readers drop it. The loading placeholders had one, seen by axe only mid-load.
const NAME_NEEDS_ROLE = {
  selector: "JSXOpeningElement[name.name=/^(div|span|p)$/]:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
  message: 'aria-label on a div, span or p needs a role (status, group, region, timer…): without one it is prohibited and not read.',
};

const FEATURES_DIR = 'web/src/features';
const features = readdirSync(new URL(`./${FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const noApp = { group: ['@/app', '@/app/**'], message: 'Only app/ composes: the shared floor and features never import app/.' };
// a relative path that climbs out of its folder would slip past the alias patterns
const noClimbing = { regex: '^(\\.\\./)+(features|app)(/|$)', message: 'Import through the @/ alias, so the layer rules can see it.' };

/** Code flows one way: lib/, components/, hooks/ (the floor) → features/<name>/ → app/. */
const layers = [
  {
    files: ['web/src/lib/**', 'web/src/components/**', 'web/src/hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features', '@/features/**'], message: 'The shared floor never imports a feature: move what several features need to lib/, components/ or hooks/.' },
            noApp,
            noClimbing,
          ],
        },
      ],
    },
  },
  ...features.map((name) => ({
    files: [`${FEATURES_DIR}/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${name}`, '@/features/*/**', `!@/features/${name}/**`],
              message: `A feature never imports another feature: compose them in app/routes, or move the shared part to the floor (${name}).`,
            },
            noApp,
            { regex: '^(\\.\\./){2,}', message: 'Import through the @/ alias, so the layer rules can see it.' },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'tmp/', '**/.wrangler/', '.shots/', 'node_modules/', 'tests/e2e/screenshots/', 'worker/worker-configuration.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // the sanitisers strip control characters on purpose (contract/article-html-policy.ts, seo/feeds.ts)
      'no-control-regex': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Escape belongs to the layer stack (components/layer): a component listening for it itself closes the
    // wrong layer (the whole player from its volume popover) or misses focus return. Something that is not a
    // layer may disable this on its line, saying why.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/layer/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'BinaryExpression > Literal[value=/^Esc(ape)?$/]',
          'SwitchCase > Literal.test[value=/^Esc(ape)?$/]',
          "MemberExpression[property.name='includes'] > ArrayExpression.object > Literal[value=/^Esc(ape)?$/]",
          'BinaryExpression[left.property.name=/^(keyCode|which)$/][right.value=27]',
        ].map((selector) => ({ selector, message: 'Escape is the layer stack\'s: open the layer with useLayer (components/layer/use-layer.ts) and pass onClose.' })),
        NAME_NEEDS_ROLE,
      ],
    },
  },
  { files: ['web/src/components/layer/**/*.tsx'], rules: { 'no-restricted-syntax': ['error', NAME_NEEDS_ROLE] } },
  { files: ['worker/**', 'contract/**'], languageOptions: { globals: globals.serviceworker } },
  { files: ['**/*.mjs', '**/*.js', 'scripts/**', 'tests/**', '*.config.ts'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    // tests may use loose shapes and non-null assertions where the assertion itself is the check
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // the pool's loopback grows slower with every call a file makes (docs/testing.md)
    files: ['tests/worker/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.object.name='exports'][object.property.name='default'][property.name='fetch']",
          message: 'Reach the site with fetchSite (tests/worker/site-fetch.ts), not the pool loopback that slows with every call.',
        },
      ],
    },
  },
  ...layers,
);
