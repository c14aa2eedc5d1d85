import CDeflate

/// The zlib compressors the encoder could use, side by side, so `formrender bench-codec` can time
/// them on the same filtered rows. The encoder itself always uses `FastDeflate`: the committed
/// references are its bytes.
public enum ZlibCompressor: Sendable, Hashable, CustomStringConvertible {
    case fastDeflate
    /// libdeflate's own zlib compressor at a level from 0 (stored) to 12 (slowest, smallest).
    case libdeflate(level: Int)

    public var description: String {
        switch self {
        case .fastDeflate: return "FastDeflate"
        case .libdeflate(let level): return "libdeflate \(level)"
        }
    }

    /// A compressor that can be used many times; libdeflate's allocates its tables once.
    public func make() throws -> Instance {
        switch self {
        case .fastDeflate:
            return Instance(compressor: nil)
        case .libdeflate(let level):
            guard (0...12).contains(level) else { throw PNGError(description: "libdeflate has levels 0 to 12, not \(level)") }
            guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
                throw PNGError(description: "libdeflate could not allocate a level \(level) compressor")
            }
            return Instance(compressor: compressor)
        }
    }

    public final class Instance {
        private let compressor: OpaquePointer?

        fileprivate init(compressor: OpaquePointer?) {
            self.compressor = compressor
        }

        deinit {
            if let compressor { libdeflate_free_compressor(compressor) }
        }

        /// `input` as a zlib stream.
        public func compress(_ input: [UInt8]) throws -> [UInt8] {
            guard let compressor else { return FastDeflate.zlibStream(input) }
            let bound = libdeflate_zlib_compress_bound(compressor, input.count)
            var output = [UInt8](repeating: 0, count: bound)
            let written = input.withUnsafeBytes { source in
                output.withUnsafeMutableBytes { target in
                    libdeflate_zlib_compress(compressor, source.baseAddress, source.count, target.baseAddress, target.count)
                }
            }
            guard written > 0 else { throw PNGError(description: "libdeflate could not compress \(input.count) bytes into \(bound)") }
            output.removeSubrange(written...)
            return output
        }
    }
}
