import BoxTree
import FormModel
import FormSupport
import Foundation
import PNGCodec

/// The local images view trees show, read and decoded once a run, each bounded (a view tree is
/// untrusted): at most `maxBytes` read, `maxPixels` decoded. An image that cannot be shown is a
/// warning naming the file, and the view draws a placeholder.
public final class ViewImageStore: @unchecked Sendable {
    public static let maxBytes = 32 << 20
    public static let maxPixels = 16 << 20
    private var cache: [String: Result<BoxImage, FormError>] = [:]
    private let lock = NSLock()

    public init() {}

    /// Pixels the images of one document may come to, decoded: past it, the rest are placeholders.
    public static let maxPixelsPerDocument = 48 << 20

    /// The decoded images of a document, by canonical path; those that failed are left out and said.
    public func images(for document: ViewDocument, warnings: inout WarningLog) -> [String: BoxImage] {
        var images: [String: BoxImage] = [:]
        var pixels = 0
        var overBudget: [String] = []
        defer {
            if let first = overBudget.first {
                let names = overBudget.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
                warnings.add("the view tree's images come to more than \(ViewImageStore.maxPixelsPerDocument >> 20) M pixels: \(overBudget.count) of them (\(names)\(overBudget.count > 3 ? ", …" : "")) are placeholders",
                             at: SourceLocation(file: ViewResolver.display(first)))
            }
        }
        for path in document.imagePaths {
            switch image(at: path, room: ViewImageStore.maxPixelsPerDocument - pixels) {
            case .shown(let image):
                pixels += image.width * image.height
                images[path] = image
            case .overBudget:
                overBudget.append(path)
            case .failed(let error):
                warnings.add("\(error.message); a placeholder is drawn", at: error.location)
            }
        }
        return images
    }

    enum Lookup {
        case shown(BoxImage)
        /// Larger than the pixels left: never decoded.
        case overBudget
        case failed(FormError)
    }

    /// Decoded pixels kept for the run; past it, images are decoded each time they are drawn.
    public static let maxCachedPixels = 128 << 20
    private var cachedPixels = 0

    /// The image, from the run's cache or read once from disk; an uncached one larger than `room`
    /// pixels (by its header) is not decoded.
    func image(at path: String, room: Int) -> Lookup {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[path] {
            switch cached {
            case .success(let image): return image.width * image.height <= room ? .shown(image) : .overBudget
            case .failure(let error): return .failed(error)
            }
        }
        let location = SourceLocation(file: ViewResolver.display(path))
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maxBytes: ViewImageStore.maxBytes)
        } catch let error as FormError {
            return remember(path, .failure(FormError("cannot show the image: \(error.message)", at: location)))
        } catch {
            return remember(path, .failure(FormError("cannot show the image: \(error)", at: location)))
        }
        // The size from the header first: an image past the budget is never decoded.
        if let header = try? PNGDecoder.header(bytes), header.width * header.height > room { return .overBudget }
        return remember(path, ViewImageStore.decode(bytes, path: path, location: location))
    }

    private func remember(_ path: String, _ result: Result<BoxImage, FormError>) -> Lookup {
        let pixels = (try? result.get()).map { $0.width * $0.height } ?? 0
        if cachedPixels + pixels <= ViewImageStore.maxCachedPixels {
            cache[path] = result
            cachedPixels += pixels
        }
        switch result {
        case .success(let image): return .shown(image)
        case .failure(let error): return .failed(error)
        }
    }

    static func decode(_ bytes: [UInt8], path: String, location: SourceLocation) -> Result<BoxImage, FormError> {
        do {
            let decoded = try PNGDecoder.decode(bytes, maxPixels: maxPixels).converted(to: .rgba8)
            guard let image = BoxImage(width: decoded.width, height: decoded.height, rgba: decoded.pixels, source: (path as NSString).lastPathComponent) else {
                return .failure(FormError("the image has no pixels", at: location))
            }
            return .success(image)
        } catch let error as FormError {
            return .failure(FormError("cannot show the image: \(error.message)", at: location))
        } catch {
            return .failure(FormError("cannot show the image: not a PNG FormRender can read (\(error))", at: location))
        }
    }
}
