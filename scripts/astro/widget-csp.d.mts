// Types of widget-csp.mjs (a plain module astro.config.mjs loads) for its unit test.
export declare const WIDGET_STYLE_SRC: string;
export declare function relaxWidgetStyles(html: string): string;
export declare function widgetCsp(): import("astro").AstroIntegration;
