import PNGCodec
import Expectations
import Testing

@Suite struct PixelImageTests {
    @Test func pixelsReadTheSameInEitherLayout() {
        let rgba = PixelImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 255], scale: 3)
        expect(rgba.rgba(x: 0, y: 0) == (1, 2, 3, 4))
        expect(rgba.rgb(x: 1, y: 0) == (5, 6, 7))
        let xrgb = rgba.converted(to: .xrgb32)
        expect(xrgb.layout == .xrgb32 && xrgb.scale == 3)
        expect(xrgb.rgba(x: 0, y: 0) == (1, 2, 3, 255), "xrgb32 is opaque")
        expect(xrgb.rgb(x: 1, y: 0) == (5, 6, 7))
        let word = xrgb.pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 4, as: UInt32.self) }
        expectEqual(word, 0x0005_0607, "one native-endian 0x00RRGGBB word a pixel")
        expectEqual(xrgb.converted(to: .rgba8), PixelImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 5, 6, 7, 255], scale: 3))
        expectEqual(rgba.converted(to: .rgba8), rgba)
    }

    @Test func aFilledImage() {
        let image = PixelImage(width: 3, height: 2, fill: (9, 8, 7, 6))
        expect(image.layout == .rgba8 && image.scale == 1 && image.pixels.count == 24)
        expect(image.rgba(x: 2, y: 1) == (9, 8, 7, 6))
        expect(PixelImage(width: 0, height: 5, fill: (0, 0, 0, 0)).pixels.isEmpty)
    }
}

/// Pixel equality across layouts: what lets `verify` pass a case without encoding it.
@Suite struct SamePixelsTests {
    @Test func layoutsCompareByColour() {
        let rgba = PixelImage(width: 3, height: 2, pixels: [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255, 13, 14, 15, 255, 16, 17, 18, 255])
        let xrgb = rgba.converted(to: .xrgb32)
        expect(rgba.hasSamePixels(as: xrgb) && xrgb.hasSamePixels(as: rgba) && xrgb.hasSamePixels(as: xrgb))
        var changed = rgba
        changed.pixels[13] = 99
        expect(!changed.hasSamePixels(as: xrgb) && !xrgb.hasSamePixels(as: changed))
        var translucent = rgba
        translucent.pixels[3] = 254
        expect(!translucent.hasSamePixels(as: xrgb), "a pixel that is not opaque is not an opaque one")
        expect(!PixelImage(width: 2, height: 3, pixels: rgba.pixels).hasSamePixels(as: rgba), "another size")
    }
}
