package androidx.compose.ui.graphics.colorspace

abstract class ColorSpace internal constructor(val name: String)

internal class Rgb(name: String) : ColorSpace(name)

object ColorSpaces {
    val Srgb: ColorSpace = Rgb("sRGB IEC61966-2.1")
    val DisplayP3: ColorSpace = Rgb("Display P3")
}
