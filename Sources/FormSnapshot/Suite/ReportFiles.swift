import FormModel
import FormPipeline
import FormSupport
import Foundation
import PNGCodec

/// The images a failing case leaves in the report directory: `<case>.reference.png`,
/// `<case>.actual.png` and `<case>.diff.png`, named in its result relative to the directory.
struct ReportFiles {
    var directory: String

    func path(_ file: String) -> String { (directory as NSString).appendingPathComponent(file) }

    func writeActual(_ png: [UInt8], for result: inout SnapshotResult) throws {
        let name = "\(result.name).actual.png"
        try AtomicFile.write(png, to: path(name))
        result.actualImage = name
    }

    func writeFailure(reference: [UInt8], actual: [UInt8], diff: PixelImage, for result: inout SnapshotResult) throws {
        try writeActual(actual, for: &result)
        let referenceName = "\(result.name).reference.png"
        try AtomicFile.write(reference, to: path(referenceName))
        result.referenceImage = referenceName
        let diffName = "\(result.name).diff.png"
        try AtomicFile.write(try PNGEncoder.encode(diff), to: path(diffName))
        result.diffImage = diffName
    }

    /// Removes a case's images from an earlier run (regular files only, by their names).
    func clear(_ name: String) {
        for suffix in ReportWriter.imageSuffixes where FileKind.ofEntry(path(name + suffix)) == .regular {
            try? FileManager.default.removeItem(atPath: path(name + suffix))
        }
    }
}
