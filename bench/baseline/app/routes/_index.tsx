// One route with a loader and a form, as small as a screen can be.
import { json } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'

export function loader() {
  return json({ greeting: 'Hello' })
}

export default function Index() {
  const { greeting } = useLoaderData<typeof loader>()
  return (
    <Form method="get">
      <h1>{greeting}</h1>
      <input name="q" />
      <button type="submit">Go</button>
    </Form>
  )
}
