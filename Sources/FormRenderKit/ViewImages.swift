import BoxTree
import FormModel
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
            // The size from the header first: an image past the budget is never decoded.
            if let size = ViewImageStore.size(at: path), pixels + size > ViewImageStore.maxPixelsPerDocument {
                overBudget.append(path)
                continue
            }
            switch image(at: path) {
            case .success(let image):
                pixels += image.width * image.height
                images[path] = image
            case .failure(let error): warnings.add("\(error.message); a placeholder is drawn", at: error.location)
            }
        }
        return images
    }

    /// Decoded pixels kept for the run; past it, images are decoded each time they are drawn.
    public static let maxCachedPixels = 128 << 20
    private var cachedPixels = 0

    func image(at path: String) -> Result<BoxImage, FormError> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[path] { return cached }
        let result = ViewImageStore.decode(path)
        let pixels = (try? result.get()).map { $0.width * $0.height } ?? 0
        if cachedPixels + pixels <= ViewImageStore.maxCachedPixels {
            cache[path] = result
            cachedPixels += pixels
        }
        return result
    }

    /// Width × height from a PNG's header, nil when it cannot be read (decoding then says why).
    static func size(at path: String) -> Int? {
        guard let bytes = try? RegularFile.read(path, maxBytes: maxBytes), let header = try? PNGDecoder.header(bytes) else { return nil }
        return header.width * header.height
    }

    static func decode(_ path: String) -> Result<BoxImage, FormError> {
        let location = SourceLocation(file: ViewResolver.display(path))
        do {
            let bytes = try RegularFile.read(path, maxBytes: maxBytes)
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
