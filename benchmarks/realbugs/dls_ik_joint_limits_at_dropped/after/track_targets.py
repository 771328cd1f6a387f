import jax.numpy as jnp

from dls.robot import SerialArm
from dls.solver import DampedLeastSquares


def main():
    arm = SerialArm([1.0, 1.0, 0.5], lower=[-2.5, -0.8, -1.2], upper=[2.5, 0.8, 1.2])
    solver = DampedLeastSquares(arm)
    q = jnp.array([0.3, 0.4, 0.4])
    poses = []
    for angle in jnp.linspace(0.0, 1.2, 5):
        target = 2.0 * jnp.array([jnp.cos(angle), jnp.sin(angle)])
        q = solver.solve(q, target)
        poses.append(q)
        print(f"target {target} -> joints {q}")
    return arm, jnp.stack(poses)


if __name__ == "__main__":
    main()
