/**
 * Cross-site scripting payloads (after the OWASP XSS filter evasion cheat sheet): every place that stores and
 * shows people's rich text is tested with them. Each one, if it ever ran, would set `window.__xss`.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<body onload=window.__xss=1>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<details open ontoggle="window.__xss=1">',
  '<object data="data:text/html,<script>window.__xss=1</script>"></object>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '&lt;img src=x onerror=window.__xss=1&gt;',
  'javascript:window.__xss=1',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
];
