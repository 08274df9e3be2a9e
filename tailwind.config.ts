import type { Config } from 'tailwindcss'

export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    extend: {
      width: { drawer: '250px' },
      colors: {
        brand: { 50: '#eef6ff', 100: '#d9eaff', 500: '#2f6fde', 600: '#2459b8', 700: '#1d478f' },
      },
    },
  },
  plugins: [],
} satisfies Config
