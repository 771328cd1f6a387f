import logging

from kinetics import RK4Solver
from kinetics.network import consecutive_reactions


def integrate(n_steps):
    logging.basicConfig(level=logging.DEBUG)
    solver = RK4Solver(consecutive_reactions((1.0, 0.5)), dt=0.05, n_steps=n_steps)
    return solver.solve([1.0, 0.0, 0.0])


if __name__ == "__main__":
    print(integrate(40)[-1])
