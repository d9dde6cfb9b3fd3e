// React Aria's English words for all its packages. Re-exported through this file only for its types
// (react-aria-english.d.ts): the package types its default export as a type, not as the object it is.
export { default } from 'react-aria-components/i18n/en-US';
