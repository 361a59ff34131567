// The links of the public frame, shared by the layout and its small-screen menu.

export interface PublicNavLink {
  label: string;
  href: string;
}

export interface PublicAction extends PublicNavLink {
  variant?: 'text' | 'outlined' | 'contained';
}
