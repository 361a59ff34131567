// App shell: sidebar, header, notification panel, organization layout.
export {};
