// one reading theme's stylesheet, cut out of md-editor-rt's by vite.config.ts (readingThemeSplit)
declare module 'md-editor-rt/lib/preview.css?*';
