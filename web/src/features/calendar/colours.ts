// Background colours of the 20 calendar colour indexes (className 1 to 20): light hues, dark text on them.
export const colourStyle = (className: number) => ({ background: `hsl(${((className - 1) * 360) / 20} 70% 88%)` });
