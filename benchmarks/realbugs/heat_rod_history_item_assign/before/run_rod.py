import jax.numpy as jnp

from conduction.rod import Rod
from conduction.solver import ExplicitHeatSolver


def main():
    rod = Rod(length=1.0, num_nodes=41, diffusivity=1.0)
    solver = ExplicitHeatSolver(rod, dt=2.0e-4, num_steps=500)
    history = solver.solve(rod.initial_temperature())
    exact_decay = jnp.exp(-jnp.pi**2 * 500 * 2.0e-4)
    return history, exact_decay


if __name__ == "__main__":
    history, decay = main()
    print(float(history[-1].max()), float(decay))
