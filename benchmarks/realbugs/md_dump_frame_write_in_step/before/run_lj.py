import os
import tempfile

from ljmd.integrator import VelocityVerlet
from ljmd.potential import LennardJones
from ljmd.solver import MDSolver


def main(dumpfile=None):
    dumpfile = dumpfile or os.path.join(tempfile.mkdtemp(), "lj.dump")
    solver = MDSolver(cells=4, lenbox=6.0, T=0.5, dt=0.005, seed=0)
    potential = LennardJones(cutoff=2.5)
    kinetic = solver.simulate(potential, VelocityVerlet(potential, 0.005, 6.0), steps=40,
                              dumpfile=dumpfile)
    with open(dumpfile) as handle:
        frames = handle.read().count("step ")
    return kinetic, frames


if __name__ == "__main__":
    print(main())
