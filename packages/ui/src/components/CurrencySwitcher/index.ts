export { CurrencySwitcher, type CurrencySwitcherProps } from './CurrencySwitcher';
