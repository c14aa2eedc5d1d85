import ArgumentParser
import FormModel
import FormSupport
import FormRenderKit
import Foundation
import PNGCodec

struct BenchCodecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-codec",
        abstract: "Time FastDeflate against libdeflate's zlib compressor on the rows of PNG files, as the encoder filters them.",
        discussion: "Build with -c release: swift run -c release formrender bench-codec Snapshots Tests")

    @Argument(help: "PNG files, or directories searched for them (default: Snapshots).")
    var paths: [String] = []

    @Option(parsing: .unconditional, help: "libdeflate levels to time, comma-separated (0 to 12).")
    var levels = "1,6"

    @Option(parsing: .unconditional, help: "Timed runs per file and compressor (after one warm-up).")
    var iterations = 11

    func validate() throws {
        guard (1...10_000).contains(iterations) else { throw ValidationError("iterations must be from 1 to 10000") }
        _ = try parsedLevels()
    }

    func parsedLevels() throws -> [Int] {
        let levels = self.levels.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !levels.isEmpty, levels.allSatisfy({ $0.map { (0...12).contains($0) } ?? false }) else {
            throw ValidationError("levels must be numbers from 0 to 12, like 1,6,9")
        }
        return levels.compactMap { $0 }
    }

    func run() throws {
        do {
            let compressors = [ZlibCompressor.fastDeflate] + (try parsedLevels()).map { ZlibCompressor.libdeflate(level: $0) }
            let benchmark = CodecBenchmark(paths: paths.isEmpty ? ["Snapshots"] : paths, compressors: compressors, iterations: iterations)
            let result = try benchmark.run()
            printOutput("\(result.files) PNGs, \(result.rawBytes) bytes of Up-filtered rows; per file the median of \(iterations) runs, summed")
            printOutput("\(result.identicalReencodes) of \(result.files) re-encode to their exact bytes")
            printOutput("  compressor        total ms        bytes   time vs FastDeflate   size vs FastDeflate")
            guard let fast = result.figures.first else { return }
            for figure in result.figures {
                let time = figure.milliseconds / max(fast.milliseconds, 0.000_001)
                let size = Double(figure.bytes) / Double(max(fast.bytes, 1))
                let name = figure.compressor.description.padding(toLength: 14, withPad: " ", startingAt: 0)
                printOutput("  \(name)" + String(format: " %11.2f %12d %12.2f× %19.3f×", figure.milliseconds, figure.bytes, time, size))
            }
        } catch {
            printError(error is FormError ? "\(error)" : "error: \(error)")
            throw ExitCode(1)
        }
    }
}
