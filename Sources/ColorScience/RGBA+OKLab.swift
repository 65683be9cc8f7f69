extension RGBA {
    /// This color in OKLab (alpha carried over).
    public var oklab: OKLab { OKLab(self) }

    /// This color in OKLCH (alpha carried over); hue is 0 for grays.
    public var oklch: OKLCH { OKLCH(self) }
}
