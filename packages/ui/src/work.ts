// Work surfaces: due text, money, cards, task rows, board, calendar, tables, charts.
export {};
