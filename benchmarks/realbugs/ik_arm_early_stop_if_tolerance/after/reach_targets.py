import jax.numpy as jnp

from reacher.arm import ThreeDofArm
from reacher.ik import GradientIK


def main():
    arm = ThreeDofArm()
    solver = GradientIK(arm)
    targets = jnp.array([[0.4, 0.2, 0.5], [0.1, 0.5, 0.3], [-0.3, 0.3, 0.6]])
    q0 = jnp.array([0.1, 0.5, 0.5])
    solutions = solver.solve_batch(q0, targets)
    reached = jnp.stack([arm.end_effector(q) for q in solutions])
    return targets, reached


if __name__ == "__main__":
    targets, reached = main()
    print(jnp.abs(targets - reached).max())
