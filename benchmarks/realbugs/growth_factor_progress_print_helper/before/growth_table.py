import jax.numpy as jnp

from growthsolve.solver import GrowthSolver


def main(omega_m=0.3):
    solver = GrowthSolver(omega_m=omega_m)
    growth = solver.solve(jnp.float32(0.0))
    suppression = float(growth[-1])
    print(f"D(a=1) = {suppression:.4f} (matter-only universe: 1.0)")
    return growth, suppression


if __name__ == "__main__":
    main()
