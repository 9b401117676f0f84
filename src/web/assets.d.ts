/** Stylesheets are bundled by webpack (css-loader + mini-css-extract-plugin); importing one has no value. */
declare module '*.css';
