import FormModel
import FormPipeline
import FormSupport
import Foundation
import PNGCodec

/// Reading a case's reference image and layout as untrusted files: only regular files, never more
/// bytes than a PNG of the actual image could take, and a size that cannot match refused before
/// decoding, so a corrupt, huge or hostile reference costs neither memory nor time.
enum ReferenceFile {
    enum Outcome {
        case missing
        case found([UInt8])
        /// There, but not something to compare with: says why, after "the reference <path>".
        case unusable(String)
    }

    static func read(_ path: String, actual png: [UInt8]) throws -> Outcome {
        let size = try PNGDecoder.header(png)
        return read(path, actualWidth: size.width, actualHeight: size.height)
    }

    static func read(_ path: String, actualWidth width: Int, actualHeight height: Int) -> Outcome {
        guard let kind = FileKind.of(path) else {
            // A dangling symbolic link is not a missing reference either, nor is one whose folder is a file.
            let folder = PathText.parent(of: path)
            if let folderKind = FileKind.of(folder.isEmpty ? "." : folder), folderKind != .directory {
                return .unusable("cannot exist: '\(folder)' is \(folderKind.name), not a directory")
            }
            return FileKind.ofEntry(path) == nil ? .missing : .unusable("is a symbolic link that leads nowhere (or in a loop)")
        }
        guard kind == .regular else { return .unusable("is \(kind.name), not a PNG file") }
        // A reference is the project's own file: a link could lead anywhere, and what it shows would be
        // copied into the report.
        guard FileKind.ofEntry(path) != .symbolicLink else {
            return .unusable("is a symbolic link; a reference is a regular file of the project's (`--record failed` replaces the link with one)")
        }
        let limit = maxBytes(width: width, height: height)
        do {
            return .found(try RegularFile.read(path, maxBytes: limit))
        } catch let error as FormError {
            return .unusable(error.message.hasPrefix("is larger than")
                ? "is larger than any PNG of the actual image could be (at most \(limit) bytes)" : error.message)
        } catch {
            return .unusable("cannot be read (\(error))")
        }
    }

    /// The most bytes a PNG of the actual image's size can reasonably take: its raw pixels stored
    /// without compression, twice over, and a megabyte for other chunks.
    static func maxBytes(width: Int, height: Int) -> Int {
        2 * (width * 4 + 1) * height + (1 << 20)
    }

    /// Decoding a reference of another size is worth it only when the size is close enough for a diff
    /// image to mean something: the same order of pixels as the actual image.
    static func isComparable(_ reference: (width: Int, height: Int), with actual: (width: Int, height: Int)) -> Bool {
        guard reference.width <= PNGDecoder.maxSide, reference.height <= PNGDecoder.maxSide else { return false }
        let actualPixels = max(1, actual.width * actual.height)
        // The diff image covers both sizes' union: 32767×1 against 1×32767 would be 4 GiB of it.
        let union = max(reference.width, actual.width) * max(reference.height, actual.height)
        return reference.width * reference.height <= 4 * actualPixels && union <= 4 * actualPixels
    }

    /// The reference layout's text, or nil and a warning when it is there but cannot be used; the
    /// comparison then explains a failure by pixels only.
    static func readLayout(_ path: String) -> (text: String?, warning: String?) {
        guard let entry = FileKind.ofEntry(path) else { return (nil, nil) }
        // As for the image: a link could lead anywhere, and its text would be quoted in the report.
        guard entry != .symbolicLink else {
            return (nil, layoutWarning(path, why: "it is a symbolic link; a reference is a regular file of the project's, and `--record failed` replaces the link with one"))
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maxBytes: SourceFiles.maxFileBytes)
        } catch let error as FormError {
            return (nil, layoutWarning(path, why: "it \(error.message)"))
        } catch {
            return (nil, layoutWarning(path, why: "\(error)"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            _ = try LayoutDiff.validate(text)
        } catch let error as JSONSyntaxError {
            return (nil, layoutWarning(path, why: "at \(error)"))
        } catch {
            return (nil, layoutWarning(path, why: "\(error)"))
        }
        return (text, nil)
    }

    static func layoutWarning(_ path: String, why: String) -> String {
        "⚠️ Warning: the layout reference \(path) cannot be used (\(why)); a failure is explained by pixels only".escapingControlCharacters
    }
}
