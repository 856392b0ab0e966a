/** Joins the class names that are set: `classes('a', on && 'b', className)`. */
export const classes = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
