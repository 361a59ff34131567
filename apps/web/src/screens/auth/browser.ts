/** Leaving the app for another site (the identity provider), behind one seam that tests can watch. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
