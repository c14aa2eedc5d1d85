import FormModel
import FormSnapshot
import Foundation

/// Writes a run's `index.html` and `report.json` (the data `merge-reports` reads) into the report
/// directory, beside the images the failing cases left there.
public enum ReportWriter {
    public static func write(_ report: SnapshotReport, to directory: String) throws {
        try AtomicFile.write(Array(HTMLReport.render(report).utf8), to: (directory as NSString).appendingPathComponent("index.html"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write([UInt8](try encoder.encode(report)), to: (directory as NSString).appendingPathComponent("report.json"))
    }

    public static func read(from directory: String) throws -> SnapshotReport {
        let path = (directory as NSString).appendingPathComponent("report.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormError("no report.json here (is it a snapshot report directory?)", at: SourceLocation(file: directory))
        }
        do {
            return try JSONDecoder().decode(SnapshotReport.self, from: data)
        } catch {
            throw FormError("report.json cannot be read: \(error)", at: SourceLocation(file: path))
        }
    }

    /// Merges the reports of sharded runs into one directory: results sorted by case, images copied.
    public static func merge(_ directories: [String], into output: String) throws -> SnapshotReport {
        var results: [SnapshotResult] = []
        var orphans = Set<String>()
        for directory in directories {
            let report = try read(from: directory)
            for result in report.results {
                for file in [result.referenceImage, result.actualImage, result.diffImage].compactMap({ $0 }) {
                    let source = (directory as NSString).appendingPathComponent(file)
                    let target = (output as NSString).appendingPathComponent(file)
                    guard source != target, let bytes = FileManager.default.contents(atPath: source) else { continue }
                    try AtomicFile.write([UInt8](bytes), to: target)
                }
                results.append(result)
            }
            orphans.formUnion(report.orphans)
        }
        var seen = Set<String>()
        let unique = results.sorted { $0.name < $1.name }.filter { seen.insert($0.name).inserted }
        let merged = SnapshotReport(results: unique, shard: nil, orphans: orphans.sorted())
        try write(merged, to: output)
        return merged
    }
}
