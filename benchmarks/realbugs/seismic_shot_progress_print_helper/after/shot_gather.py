from seissim.model import LayeredEarth
from seissim.propagator import Propagator
from seissim.utils import report


def main():
    earth = LayeredEarth(interfaces=[300.0, 650.0], velocities=[1500.0, 2200.0, 3000.0])
    propagator = Propagator(earth)
    trace, peaks = propagator.run(earth.velocity())
    for it in range(0, propagator.nt, propagator.report_every):
        report(it, float(peaks[it]))
    print("surface trace peak:", float(abs(trace).max()))
    return trace


if __name__ == "__main__":
    main()
