extension RGBA {
    /// This color drawn over `background` with source-over (see `Compositing`).
    ///
    /// Meant for one layer over an opaque background, where the result is opaque; a translucent
    /// background gives the general straight-alpha result. Rounded to 8 bits by default, like
    /// the reference vectors; `quantize: false` keeps full precision.
    public func composited(over background: RGBA, quantize: Bool = true) -> RGBA {
        Compositing.sourceOver(self, background, quantize: quantize)
    }
}
