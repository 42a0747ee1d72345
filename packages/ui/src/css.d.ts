// Components import their stylesheet for its side effect; the bundler (Vite, tsup) handles the file.
declare module '*.css';
