#if canImport(Glibc)
import Glibc
#endif

/// Every image needs a few buffers of megabytes (pixels, filtered rows, compressed bytes). By default
/// glibc hands such freed memory back to the kernel when it sits at the heap's top, so the next image
/// faults every page in again: measured, half of a render's time went to page faults. Keeping up to
/// 256 MB of freed memory, and serving blocks under 32 MB from the heap, spares that. Only the command
/// line does this; the library leaves a host process's allocator alone.
enum AllocatorTuning {
    static func keepFreedImageMemory() {
        #if canImport(Glibc)
        // Swift's Glibc module has neither `mallopt` nor its <malloc.h> constants.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
        #endif
    }
}
