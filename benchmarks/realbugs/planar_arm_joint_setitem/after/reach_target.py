import math

import jax.numpy as jnp

from arm.ik import GradientIK
from arm.kinematics import PlanarArm


def main():
    arm = PlanarArm([0.5, 0.3])
    solver = GradientIK(arm)
    target = jnp.array([0.35, 0.55])
    angles = solver.solve(target, jnp.array([math.pi / 6, math.pi / 3]))
    reached = arm.end_effector(angles)
    miss = float(jnp.linalg.norm(reached - target))
    print(f"angles {angles}, end effector {reached}, miss {miss:.2e}")
    return miss


if __name__ == "__main__":
    main()
