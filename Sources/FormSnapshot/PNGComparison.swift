import Dispatch
import Foundation
import PNGCodec

/// Two PNG files compared the way snapshot tests compare them: byte-equal files pass at once, else
/// both are decoded (at the same time, on two threads) and compared by `PixelComparator`. The one
/// place that turns PNG bytes into comparable images, for the snapshot checker, the compare
/// benchmark and the swift-snapshot-testing integration.
public enum PNGComparison {
    /// One of the two PNGs could not be decoded: which one, and why.
    public struct DecodeError: Error, CustomStringConvertible, Equatable {
        public enum Side: String, Sendable {
            case reference, actual
        }

        public var side: Side
        public var error: PNGError

        public var description: String { "the \(side.rawValue) is not a PNG that can be read (\(error))" }
    }

    public static func compare(reference: [UInt8], actual: [UInt8], options: ComparisonOptions = ComparisonOptions()) throws -> ComparisonResult {
        if reference == actual, let size = try? PNGDecoder.header(actual) {
            return ComparisonResult(diffPixels: 0, antialiasedPixels: 0, totalPixels: size.width * size.height, passed: true)
        }
        let images = try decode(reference: reference, actual: actual)
        return PixelComparator.compare(images.reference, images.actual, options: options)
    }

    /// Both PNGs decoded to `.rgba8`, concurrently. Throws `DecodeError`, naming the reference when
    /// both fail.
    public static func decode(reference: [UInt8], actual: [UInt8]) throws -> (reference: PixelImage, actual: PixelImage) {
        let results = UnsafeMutableBufferPointer<Result<PixelImage, PNGError>>.allocate(capacity: 2)
        defer { results.deallocate() }
        // Each iteration writes only its own slot, so the two need no lock.
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result: Result<PixelImage, PNGError>
            do {
                result = .success(try PNGDecoder.decode(index == 0 ? reference : actual))
            } catch let error as PNGError {
                result = .failure(error)
            } catch {
                result = .failure(PNGError(description: "\(error)"))
            }
            results.initializeElement(at: index, to: result)
        }
        defer { _ = results.deinitialize() }
        switch (results[0], results[1]) {
        case let (.success(referenceImage), .success(actualImage)):
            return (referenceImage, actualImage)
        case let (.failure(error), _):
            throw DecodeError(side: .reference, error: error)
        case let (_, .failure(error)):
            throw DecodeError(side: .actual, error: error)
        }
    }
}
