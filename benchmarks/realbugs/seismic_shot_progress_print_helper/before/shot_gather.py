from seissim.model import LayeredEarth
from seissim.propagator import Propagator


def main():
    earth = LayeredEarth(interfaces=[300.0, 650.0], velocities=[1500.0, 2200.0, 3000.0])
    propagator = Propagator(earth)
    trace = propagator.run(earth.velocity())
    print("surface trace peak:", float(abs(trace).max()))
    return trace


if __name__ == "__main__":
    main()
