import FormRaster

/// The PNG decoder on any bytes: `header` and `decode` either throw a `RasterError` or agree on a
/// size within the limits, with a buffer of exactly that many RGBA pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let header = try? PNGDecoder.header(bytes)
    if let header {
        precondition(header.width > 0 && header.height > 0 && header.width <= Int(Int32.max) && header.height <= Int(Int32.max),
                     "header \(header.width)×\(header.height)")
    }
    do {
        let decoded = try PNGDecoder.decode(bytes)
        guard let header else { preconditionFailure("decoded a PNG whose header does not read") }
        precondition(decoded.width == header.width && decoded.height == header.height,
                     "decoded \(decoded.width)×\(decoded.height), header says \(header.width)×\(header.height)")
        precondition(decoded.width <= PNGDecoder.maxSide && decoded.height <= PNGDecoder.maxSide
                     && decoded.width * decoded.height <= PNGDecoder.maxPixels)
        precondition(decoded.pixels.count == decoded.width * decoded.height * 4)
        // A lower limit refuses what is over it and decodes the rest alike.
        let cap = decoded.width * decoded.height - Int(bytes.last ?? 0) % 2
        if let again = try? PNGDecoder.decode(bytes, maxPixels: cap) {
            precondition(cap == decoded.width * decoded.height && again.pixels == decoded.pixels)
        } else {
            precondition(cap < decoded.width * decoded.height, "decoding again failed")
        }
    } catch is RasterError {
    } catch {
        preconditionFailure("decode threw \(error), not a RasterError")
    }
    return 0
}
