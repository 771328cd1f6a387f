import jax.numpy as jnp

from heatplate.boundary import DirichletEdges
from heatplate.solver import ExplicitHeatSolver


def main(plate_length=50, n_calls=3):
    """A plate at 0 degrees whose top edge is held at 100 degrees from t = 0."""
    solver = ExplicitHeatSolver(DirichletEdges())
    snapshots = solver.run(jnp.zeros((plate_length, plate_length)), n_calls)
    centre = float(snapshots[-1][plate_length // 2, plate_length // 2])
    print(f"centre temperature after {n_calls * solver.steps_per_call} steps: {centre:.2f}")
    return snapshots


if __name__ == "__main__":
    main()
