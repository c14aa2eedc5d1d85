/// The timing loop the benchmarks share: ten warm-up runs (fewer when there are fewer iterations),
/// then `iterations` timed ones; `run` returns one run's stage times in milliseconds, and the result
/// is each stage's median.
enum StageMedians {
    static func measure(iterations: Int, _ run: () throws -> [Double]) rethrows -> [Double] {
        var samples: [[Double]] = []
        let warmUp = min(10, iterations)
        for iteration in 0..<(warmUp + iterations) {
            let times = try run()
            guard iteration >= warmUp else { continue }
            samples.append(times)
        }
        let stages = samples.first?.count ?? 0
        return (0..<stages).map { stage in samples.map { $0[stage] }.median }
    }
}
