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

    /// The decoded images of a document, by canonical path; those that failed are left out and said.
    public func images(for document: ViewDocument, warnings: inout WarningLog) -> [String: BoxImage] {
        var images: [String: BoxImage] = [:]
        for path in document.imagePaths {
            switch image(at: path) {
            case .success(let image): images[path] = image
            case .failure(let error): warnings.add("\(error.message); a placeholder is drawn", at: error.location)
            }
        }
        return images
    }

    func image(at path: String) -> Result<BoxImage, FormError> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[path] { return cached }
        let result = ViewImageStore.decode(path)
        cache[path] = result
        return result
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
