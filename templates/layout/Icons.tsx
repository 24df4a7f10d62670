// Inline SVG icons: decorative (aria-hidden), sized by CSS, coloured with currentColor.
const common = { 'aria-hidden': true, focusable: false, viewBox: '0 0 24 24', width: 20, height: 20 } as const;

export function SunIcon() {
  return (
    <svg {...common} className="dg-icon dg-icon--sun">
      <path
        fill="currentColor"
        d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5a1 1 0 0 1 1 1v1.5a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm0 17.5a1 1 0 0 1 1 1V21a1 1 0 1 1-2 0v-.5a1 1 0 0 1 1-1ZM3 11h1.5a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Zm16.5 0H21a1 1 0 1 1 0 2h-1.5a1 1 0 1 1 0-2ZM5.6 4.2l1 1.1a1 1 0 1 1-1.4 1.4l-1-1.1a1 1 0 0 1 1.4-1.4Zm13.2 13.2 1 1a1 1 0 0 1-1.4 1.4l-1-1a1 1 0 0 1 1.4-1.4ZM4.2 18.4l1-1a1 1 0 1 1 1.4 1.4l-1 1a1 1 0 0 1-1.4-1.4ZM17.4 5.2l1-1a1 1 0 1 1 1.4 1.4l-1 1a1 1 0 1 1-1.4-1.4Z"
      />
    </svg>
  );
}

export function MoonIcon() {
  return (
    <svg {...common} className="dg-icon dg-icon--moon">
      <path fill="currentColor" d="M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3a.75.75 0 0 0-.95-.95A10 10 0 1 0 21.65 15.55a.75.75 0 0 0-.95-.95Z" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...common} className="dg-icon">
      <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common} className="dg-icon">
      <path fill="currentColor" d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg {...common} className="dg-icon dg-icon--chevron">
      <path fill="currentColor" d="M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6-1.4-1.4Z" />
    </svg>
  );
}

export function HomeIcon() {
  return (
    <svg {...common} className="dg-icon">
      <path
        fill="currentColor"
        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1Z"
      />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...common} className="dg-icon">
      <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l4.6 4.6-1.4 1.4-4.6-4.6A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
    </svg>
  );
}

export function StarIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg {...common} className="dg-icon">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z"
      />
    </svg>
  );
}

export function HistoryIcon() {
  return (
    <svg {...common} className="dg-icon">
      <path
        fill="currentColor"
        d="M13 3a9 9 0 1 1-8.5 12h2.1A7 7 0 1 0 6 9.1V11H3V5h2v2.4A9 9 0 0 1 13 3Zm-1 4h2v5.4l3.5 2.1-1 1.7L12 13.6V7Z"
      />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg {...common} className="dg-icon">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.4 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.6C8.9 5.5 8.4 6.7 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.4-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h3a8 8 0 0 1-4.4 3.6ZM16.4 14a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
      />
    </svg>
  );
}
