import jax.numpy as jnp

from planar_arm.arm import PlanarArm
from planar_arm.ik import DampedLeastSquaresIK

TARGETS = [(0.6, 0.6), (-0.4, 0.7), (0.9, -0.2), (0.2, 0.3)]


def main():
    arm = PlanarArm()
    ik = DampedLeastSquaresIK(arm)
    q = jnp.array([0.3, 0.3, 0.3])
    errors = []
    for target in TARGETS:
        q = ik.solve(q, jnp.array(target))
        errors.append(float(jnp.linalg.norm(arm.forward(q) - jnp.array(target))))
        print(f"target {target}: joints {[round(float(a), 3) for a in q]}, error {errors[-1]:.1e}")
    return errors


if __name__ == "__main__":
    main()
