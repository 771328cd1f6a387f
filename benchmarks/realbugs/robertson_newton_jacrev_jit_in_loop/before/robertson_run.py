import jax.numpy as jnp

from stiffkin import BackwardEuler, Robertson


def main(n_steps=12):
    solver = BackwardEuler(Robertson())
    dts = jnp.geomspace(1e-4, 10.0, n_steps)
    return solver, solver.integrate(jnp.array([1.0, 0.0, 0.0]), dts)


if __name__ == "__main__":
    solver, trajectory = main()
    print(trajectory[-1], trajectory[-1].sum())
