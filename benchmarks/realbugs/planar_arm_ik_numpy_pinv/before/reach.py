import jax.numpy as jnp

from armkin.ik import JacobianIK
from armkin.kinematics import PlanarArm

TARGETS = [(1.2, 0.8), (0.5, 1.5), (-0.7, 1.1)]


def main():
    arm = PlanarArm([1.0, 0.8, 0.5])
    ik = JacobianIK(arm)
    q = jnp.array([0.3, 0.3, 0.3])
    residuals = []
    for target in TARGETS:
        target = jnp.array(target)
        q = ik.solve(q, target)
        residuals.append(float(ik.residual(q, target)))
        print(f"target {target} -> joints {q}, residual {residuals[-1]:.2e}")
    return residuals


if __name__ == "__main__":
    main()
