// The server layer's global tear-down: removes the template database (see template.ts).
export { teardown as default } from './template'
