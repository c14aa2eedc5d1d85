extension PNGDecoder {
    /// Undoes the PNG row filters in place for `rows` rows of `rowBytes` bytes, each after its filter
    /// byte, starting at `offset` (an Adam7 pass starts anew: its first row has nothing above). The
    /// filter bytes are left as they were. Unsafe pointers: this loop touches every byte of the image.
    static func unfilter(_ data: inout [UInt8], from offset: Int = 0, rowBytes: Int, rows: Int, bytesPerPixel bpp: Int,
                         pass: Int? = nil) throws {
        let stride = rowBytes + 1
        var badFilter: (filter: UInt8, row: Int)?
        data.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            let base = start + offset
            for y in 0..<rows {
                let row = base + y * stride
                let current = row + 1
                let previous = current - stride
                switch row.pointee {
                case 0:
                    break
                case 1:
                    if rowBytes > bpp { for i in bpp..<rowBytes { current[i] &+= current[i - bpp] } }
                case 2:
                    if y > 0 { for i in 0..<rowBytes { current[i] &+= previous[i] } }
                case 3:
                    for i in 0..<rowBytes {
                        let left = i >= bpp ? Int(current[i - bpp]) : 0
                        let up = y > 0 ? Int(previous[i]) : 0
                        current[i] &+= UInt8(truncatingIfNeeded: (left + up) >> 1)
                    }
                case 4:
                    for i in 0..<rowBytes {
                        let a = i >= bpp ? Int(current[i - bpp]) : 0
                        let b = y > 0 ? Int(previous[i]) : 0
                        let c = i >= bpp && y > 0 ? Int(previous[i - bpp]) : 0
                        let p = a + b - c
                        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        current[i] &+= UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                    }
                default:
                    badFilter = (row.pointee, y)
                    return
                }
            }
        }
        if let badFilter {
            let place = pass.map { "row \(badFilter.row) of Adam7 pass \($0 + 1)" } ?? "row \(badFilter.row)"
            throw PNGError(description: "corrupt PNG: unknown row filter \(badFilter.filter) on \(place) (filters are 0 to 4)")
        }
    }
}
