/** A bare Next.js page: what Next.js itself ships to a page that adds nothing of its own. */
export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
    </main>
  )
}
