/** Each React Aria package's words, by key: a string, or a function of the values it shows. */
declare const reactAriaEnglish: Record<string, Record<string, unknown>>;
export default reactAriaEnglish;
