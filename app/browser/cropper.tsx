/**
 * The cropper island of the crop dialog (ADR 0031, ADR 0060): mounted over the dialog the server
 * drew, one cropper per crop. Everything it needs is in the markup: each crop's fieldset holds
 * the four number fields the form posts, and a `[data-cropper]` slot with the picture, its size,
 * the crop's kind and the strings in the user's language; the whole picture above them has a
 * `[data-crop-mark]` rectangle per crop. The island has a React root of its own in each slot, so
 * the page needs neither the application nor i18next.
 *
 * The cropper shows the picture under a frame of the card's shape, moved with a mouse, a finger or
 * the arrow keys, enlarged with the wheel, a pinch or the zoom slider, and for the detail card a
 * shape slider from square (1:1) to twice as wide as tall (2:1). Zoom stops where the crop would
 * be smaller than CROP_MIN pixels of the stored picture (SPEC.md 5 and 9).
 *
 * What the user chooses is written, as a valid crop in the stored picture's pixels (clampCrop),
 * into the number fields and the mark; numbers typed by hand are made a valid crop when the field
 * is left, and the cropper starts again from them. Saving is the form's post, one server path
 * with or without JavaScript. Nothing is written until the user touches the cropper: opening the
 * dialog and saving at once sends the crop as it was.
 */
import { useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import Cropper, { type Area } from 'react-easy-crop'
import { cropper, is, readJson } from '~/browser/protocol'
import { clampCrop, CROP_MIN, cropRatioRange, type Crop, type CropKind } from '#contract/images'

/** What a `[data-cropper]` slot says (JSON), drawn by the crop dialog. */
export interface CropperSetup {
  /** The whole picture (a rendition of it or the stored file). */
  src: string
  /** The stored picture's size: crops are in its pixels. */
  width: number
  height: number
  kind: CropKind
  strings: {
    /** The cropper's accessible name ('List card (square): drag the picture…'). */
    area: string
    zoom: string
    ratio: string
  }
}

const FIELDS = ['x', 'y', 'width', 'height'] as const

const between = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/** The zoom at which a crop of `aspect` (width / height) is CROP_MIN pixels on its shorter side; at least 1. */
export function maxZoomFor(width: number, height: number, aspect: number): number {
  const [w, h] = width / height > aspect ? [height * aspect, height] : [width, width / aspect]
  return Math.max(1, Math.min(w, h) / CROP_MIN)
}

const percentOf = (crop: Crop, width: number, height: number): Area => ({
  x: (crop.x / width) * 100,
  y: (crop.y / height) * 100,
  width: (crop.width / width) * 100,
  height: (crop.height / height) * 100,
})

/** Mounts a cropper in every `[data-cropper]` slot under `root`; the function returned takes them away. */
export function mountCroppers(root: ParentNode): () => void {
  const unmounts = [...root.querySelectorAll<HTMLElement>(`[${cropper.slot}]`)].map(mountCropper)
  return () => unmounts.forEach((unmount) => unmount())
}

function mountCropper(slot: HTMLElement): () => void {
  const setup = readJson(slot, cropper.slot)
  const fieldset = slot.closest('fieldset')
  if (!setup || !fieldset) return () => {}
  const { kind, width, height } = setup
  const inputs = FIELDS.map((field) => fieldset.querySelector<HTMLInputElement>(`input[name="${kind}.${field}"]`))
  if (inputs.some((input) => !input)) return () => {}
  const fields = inputs as HTMLInputElement[]
  const mark = slot.closest('form')?.querySelector(is(cropper.mark, kind))

  /** The typed numbers as a valid crop; a field that is not a number keeps the last crop's. */
  const typed = (fallback: Crop): Crop => {
    const number = (index: number) => {
      const raw = fields[index]!.value.trim()
      return /^\d{1,5}$/.test(raw) ? Number(raw) : fallback[FIELDS[index]!]
    }
    return clampCrop({ x: number(0), y: number(1), width: number(2), height: number(3) }, width, height, kind)
  }
  const show = (crop: Crop) => {
    FIELDS.forEach((field, index) => {
      fields[index]!.value = String(crop[field])
      mark?.setAttribute(field, String(crop[field]))
    })
  }

  let committed = typed(clampCrop(null, width, height, kind))
  // A new cropper (from `committed`) whenever typed numbers moved the crop.
  let revision = 0
  const reactRoot = createRoot(slot)
  const fromCropper = (crop: Crop) => {
    committed = crop
    show(crop)
  }
  const draw = () => reactRoot.render(<ImageCropper key={revision} setup={setup} initial={committed} onChange={fromCropper} />)
  const fromTyping = () => {
    const crop = typed(committed)
    show(crop)
    if (FIELDS.every((field) => crop[field] === committed[field])) return
    committed = crop
    revision++
    draw()
  }
  for (const field of fields) field.addEventListener('change', fromTyping)
  draw()
  slot.hidden = false
  return () => {
    for (const field of fields) field.removeEventListener('change', fromTyping)
    reactRoot.unmount()
  }
}

interface ImageCropperProps {
  setup: CropperSetup
  /** The crop to start from. */
  initial: Crop
  /** A crop the user chose, already valid (clampCrop). */
  onChange: (crop: Crop) => void
}

function ImageCropper({ setup, initial, onChange }: ImageCropperProps) {
  const { src, width, height, kind, strings } = setup
  const [low, high] = cropRatioRange(kind)
  const [aspect, setAspect] = useState(() => between(initial.width / Math.max(1, initial.height), low, high))
  const [position, setPosition] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  // The cropper reports its first computed area on load; only what the user did counts.
  const touched = useRef(false)
  const [start] = useState(() => percentOf(initial, width, height))
  const maxZoom = maxZoomFor(width, height, aspect)
  const id = `cropper-${kind}`

  const report = (area: Area) => {
    if (!touched.current) return
    const crop = {
      x: (area.x / 100) * width,
      y: (area.y / 100) * height,
      width: (area.width / 100) * width,
      height: (area.height / 100) * height,
    }
    onChange(clampCrop(crop, width, height, kind))
  }

  return (
    <div className="space-y-2" data-testid={`cropper-${kind}`}>
      <div className="relative h-56 overflow-hidden rounded-md bg-slate-800">
        <Cropper
          image={src}
          crop={position}
          zoom={zoom}
          aspect={aspect}
          minZoom={1}
          maxZoom={maxZoom}
          onCropChange={setPosition}
          onZoomChange={(next) => setZoom(Math.min(next, maxZoom))}
          onCropComplete={report}
          onInteractionStart={() => {
            touched.current = true
          }}
          // The wheel reports its interaction only after its first zoom: count it from the first turn.
          onWheelRequest={() => {
            touched.current = true
            return true
          }}
          initialCroppedAreaPercentages={start}
          cropperProps={{ role: 'group', 'aria-label': strings.area }}
        />
      </div>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={`${id}-zoom`} className="w-28 shrink-0 text-slate-700">
          {strings.zoom}
        </label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          disabled={maxZoom <= 1}
          onChange={(event) => {
            touched.current = true
            setZoom(Number(event.target.value))
          }}
          className="w-full accent-brand-600"
        />
      </div>
      {high > low ? (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={`${id}-ratio`} className="w-28 shrink-0 text-slate-700">
            {strings.ratio}
          </label>
          <input
            id={`${id}-ratio`}
            type="range"
            min={low}
            max={high}
            step={0.01}
            value={aspect}
            onChange={(event) => {
              touched.current = true
              const next = Number(event.target.value)
              setAspect(next)
              setZoom((z) => Math.min(z, maxZoomFor(width, height, next)))
            }}
            className="w-full accent-brand-600"
          />
          <output htmlFor={`${id}-ratio`} className="w-16 shrink-0 text-right tabular-nums text-slate-700">
            {aspect.toFixed(2).replace('.', ',')} : 1
          </output>
        </div>
      ) : null}
    </div>
  )
}
