/** The "choose a screenshot" button of the scan views: a styled label over a hidden file input. */
export function ScreenshotPicker({ label, onPick }: { label: string; onPick: (file: File) => void }) {
  return (
    <label className="button scan-choose">
      {label}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onPick(file);
          e.currentTarget.value = "";
        }}
      />
    </label>
  );
}
