/**
 * Presenter mode's "SANDBOX" watermark across the page: a partner watching never mistakes the
 * sandbox for real money. Decoration only (the shell already says "Sandbox" in words), so it is
 * hidden from assistive technology and lets every click through.
 */
export function SandboxWatermark() {
  return (
    <div
      aria-hidden="true"
      data-testid="sandbox-watermark"
      className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center overflow-hidden select-none print:hidden"
    >
      <span className="-rotate-[24deg] text-[18vw] leading-none font-black tracking-widest text-amber-700 opacity-[0.07]">
        SANDBOX
      </span>
    </div>
  );
}
