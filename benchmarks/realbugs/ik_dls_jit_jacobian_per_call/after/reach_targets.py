import jax.numpy as jnp

from armik.arm import PlanarArm
from armik.solver import DampedLeastSquaresIK


def main():
    arm = PlanarArm([1.0, 0.8, 0.5])
    ik = DampedLeastSquaresIK(arm)
    q = jnp.array([0.3, 0.3, 0.3])
    errors = []
    for target in ([1.2, 1.0], [0.5, 1.5], [-1.0, 1.2], [1.8, -0.4]):
        q, iterations = ik.solve(q, jnp.array(target))
        errors.append(float(jnp.linalg.norm(arm.forward(q) - jnp.array(target))))
        print(f"target {target}: {iterations} iterations, error {errors[-1]:.2e}")
    return ik, q, errors


if __name__ == "__main__":
    main()
