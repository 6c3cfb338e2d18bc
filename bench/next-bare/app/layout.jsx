export const metadata = { title: 'A bare Next.js page' }

/** The root layout of the bare page: nothing but the document. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
