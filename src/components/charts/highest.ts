/** The bar to draw in full colour: the highest (the first of equals). */
export const highest = (values: readonly number[]) => values.indexOf(Math.max(...values));
